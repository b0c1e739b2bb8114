import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductImportBody, ProductImportReport } from '@shared/contracts/product-csv';
import { apiRequest } from '@web/lib/api-client';
import { productsChanged } from '@web/features/console-products/api/get-console-products';

/** GET /api/console/products/export.csv: a plain link, so the browser downloads the file. */
export const PRODUCTS_CSV_EXPORT_PATH = '/api/console/products/export.csv';

/**
 * POST /api/console/products/import: with `dryRun`, the report of what the file would do
 * and every problem by row and column; without, the same report once every row is written
 * (422 when a row is wrong, nothing written).
 */
export function importProductsCsv(body: ProductImportBody): Promise<ProductImportReport> {
  return apiRequest<ProductImportReport>('/api/console/products/import', { method: 'POST', body });
}

export function useImportProductsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductsCsv,
    onSuccess: (report) => (report.written ? productsChanged(queryClient) : undefined),
  });
}
