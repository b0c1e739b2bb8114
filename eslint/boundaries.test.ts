import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

// RuleTester runs each case as a Vitest test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const src = (path: string) => join(import.meta.dirname, '..', 'src', path);

ruleTester.run('web-layers', boundaries.rules['web-layers'], {
  valid: [
    { filename: src('web/features/cart/components/cart.tsx'), code: "import { api } from '@web/lib/api-client';" },
    { filename: src('web/features/cart/components/cart.tsx'), code: "import { line } from '../lib/cart-line';" },
    { filename: src('web/routes/cart.tsx'), code: "import { Cart } from '@web/features/cart/components/cart'; import { Pets } from '@web/features/pets/components/pets';" },
    { filename: src('web/components/button.tsx'), code: "import { paths } from '@shared/routes/paths';" },
    { filename: src('web/app/router.tsx'), code: "import { Shop } from '@web/routes/shop';" },
  ],
  invalid: [
    {
      // A feature importing another feature, by alias or by a relative path.
      filename: src('web/features/cart/components/cart.tsx'),
      code: "import { useSession } from '@web/features/auth/lib/use-session';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: src('web/features/cart/components/cart.tsx'),
      code: "export { PetForm } from '../../pets/components/pet-form';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      // components/ and lib/ never import a feature, not even lazily.
      filename: src('web/components/layout/header.tsx'),
      code: "const Link = () => import('@web/features/cart/components/cart-nav-link');",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: src('web/lib/session.ts'),
      code: "import { paths } from '@web/app/paths';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: src('web/features/orders/components/order.tsx'),
      code: "import { Order } from '@web/routes/order';",
      errors: [{ messageId: 'upward' }],
    },
  ],
});

ruleTester.run('server-modules', boundaries.rules['server-modules'], {
  valid: [
    { filename: src('server/modules/checkout/checkout.service.ts'), code: "import { cartFor } from '@server/modules/cart/cart.service';" },
    { filename: src('server/modules/checkout/checkout.service.ts'), code: "import { ordersRepo } from './orders.repo';" },
    // A table may point at another module's table with a foreign key.
    { filename: src('server/modules/checkout/checkout.schema.ts'), code: "import { users } from '../accounts/accounts.schema';" },
  ],
  invalid: [
    {
      // Reaching into another module's repository, by alias or by a relative path.
      filename: src('server/modules/checkout/checkout.service.ts'),
      code: "import { cartRepo } from '@server/modules/cart/cart.repo';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: src('server/modules/accounts/auth.ts'),
      code: "import { listAppointments } from '../booking/booking.repo';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: src('server/modules/orders/orders.repo.ts'),
      code: "import { products } from '@server/modules/catalog/catalog.schema';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: src('server/modules/orders/orders.repo.ts'),
      code: "import * as schema from '@server/db/schema';",
      errors: [{ messageId: 'allTables' }],
    },
  ],
});
