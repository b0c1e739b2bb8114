import { paths } from '../routes/paths';

/**
 * The pages whose views are counted (D27): the public pages of the route map, which
 * anyone may open without an account. Signed-in screens (/profile, /cart, the booking
 * wizard, the provider area, /console) are never counted as page views: what happens
 * there is told by the server's own events.
 */
const countedPages = [paths.home, paths.shop, paths.product, paths.ourStory, paths.contact, paths.blogPost, paths.login, paths.register] as const;

/** A route pattern as a whole-path test: "/blog/:id" takes "/blog/3" but not "/blog/3/x" or "/blog/". */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[A-Za-z0-9_-]{1,64}')}$`);
const countedPatterns = countedPages.map((page) => patternOf(page.path));

/** The longest path a page view may name. */
export const MAX_PAGE_PATH = 200;

/** True when `pathname` (no query string, no fragment) is a public page whose views are counted. */
export function isCountedPage(pathname: string): boolean {
  return pathname.length <= MAX_PAGE_PATH && countedPatterns.some((pattern) => pattern.test(pathname));
}
