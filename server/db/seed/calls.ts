import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import { addons, ads } from '../schema';
import { text } from './catalogue-words';
import { bannerUrl } from '../../domain/catalogue/images';

/** The ad zone of the category page's banner (adszone/getAdsByMark). */
export const CATEGORY_BANNER_MARK = 'wap_category_banner';

/**
 * The category page's banner: one ad (its art after the home banners and middle ads), linking to the mall.
 * The spin wheel's add-on goes on: its page exists now (issue 12) and is gated by that state.
 */
export async function seedCalls(db: Db) {
  await db.update(addons).set({ state: 1 }).where(eq(addons.name, 'zhuanpan'));
  await db.insert(ads).values({
    mark: CATEGORY_BANNER_MARK, title: text('Best of every marketplace|Лучшее со всех площадок|各平台精选好物'), image: bannerUrl(7), link: '/pages/mall/index', sort: 0,
  });
}
