import { describe, it, expect } from 'vitest';
import { shopperPerTest, openLanguageSheet } from './browser';

/*
 * Issue 38 §15, the switch: a signed-in shopper who has seen the user centre in English switches to Russian and
 * goes back to it; everything on it follows (the level the server names, the order counts' terms as the order
 * tabs say them), with no English left from before the switch.
 */
const s = shopperPerTest('lang-switch');

describe('a language switch at 360×640', () => {
  it('the user centre seen in English reads in Russian after the switch: level, order terms, tab bar', async () => {
    const { page, base } = s;
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByText('Member', { exact: true }).first().waitFor();
    await page.getByText('To buy', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Home' }).tap();
    await openLanguageSheet(page);
    await page.getByRole('button', { name: 'Русский' }).tap();
    await page.getByRole('link', { name: 'Главная' }).waitFor();
    await page.getByRole('link', { name: 'Профиль' }).tap();

    await page.getByText('Участник', { exact: true }).first().waitFor();
    await page.getByText('К выкупу', { exact: true }).first().waitFor();
    await page.getByText('Выкуплен', { exact: true }).first().waitFor();
    const text = (await page.locator('main, #app').first().textContent()) ?? '';
    for (const english of ['Member', 'To buy', 'Bought', 'My orders']) expect(text, `"${english}" left from before the switch`).not.toContain(english);
  });
});
