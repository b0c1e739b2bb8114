import { createHash } from 'node:crypto';

/**
 * The test checkout page's stylesheet. It is served as a file because the CSP allows
 * no inline styles; the colours are the web app's tokens, in pairs that pass WCAG AA.
 */
export const testCheckoutCss = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body {
  margin: 0;
  background: #fffaf3;
  color: #2d2219;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}
a { color: #1f6f6b; }
a:focus-visible, button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
.site-header, .site-footer { padding: 1rem 1.5rem; }
.site-header { background: #ffffff; border-bottom: 1px solid #e8dccd; }
.site-header a { color: #b4441c; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
.site-footer { color: #5e5045; font-size: 0.875rem; text-align: center; }
main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem; background: #ffffff; border: 1px solid #e8dccd; border-radius: 12px; box-shadow: 0 4px 16px rgb(45 34 25 / 10%); }
h1 { margin: 0 0 1rem; font-size: 1.75rem; line-height: 1.2; }
.notice { margin: 0 0 1.5rem; padding: 0.75rem 1rem; background: #dcefed; border-left: 4px solid #1f6f6b; border-radius: 6px; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 700; font-size: 1.125rem; padding-bottom: 0.5rem; }
th, td { padding: 0.5rem; border-bottom: 1px solid #e8dccd; text-align: right; vertical-align: middle; }
th:first-child { text-align: left; }
thead th { color: #5e5045; font-size: 0.875rem; font-weight: 600; }
tbody th { font-weight: 400; }
.product { display: flex; align-items: center; gap: 0.75rem; }
.product img { width: 3rem; height: 3rem; border-radius: 6px; background: #fff4e6; flex: none; }
tfoot th { text-align: right; font-weight: 400; }
tfoot .total th, tfoot .total td { font-weight: 700; font-size: 1.125rem; border-bottom: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
.actions form { margin: 0; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border-radius: 999px; cursor: pointer; border: 2px solid transparent; }
.pay { background: #b4441c; color: #ffffff; }
.pay:hover { background: #8f3514; }
.cancel { background: #ffffff; color: #2d2219; border-color: #c9b8a6; }
.cancel:hover { background: #fff4e6; }
@media (max-width: 30rem) {
  main { margin: 1rem 0.5rem; padding: 1rem 0.75rem; }
  th, td { padding: 0.5rem 0.25rem; }
  .product img { display: none; }
  .actions button { width: 100%; }
  .actions form { flex: 1 1 100%; }
}
`;

/** In the stylesheet's URL, so it can be cached for a year and still change. */
export const testCheckoutCssVersion = createHash('sha256').update(testCheckoutCss).digest('hex').slice(0, 12);
