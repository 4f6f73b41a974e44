import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { normalizeLang } from '../i18n';
import { waplang } from '../i18n/waplang';
import { BizError } from '../http/errors';
import { countryOf } from '../http/country';
import { addonMap, configSections, currencyList, languageList } from '../domain/reference/startup';

/** The five startup calls of spec §7 plus /api/language/lists. */
const addon = defineGroup('/api/addon', (on) => {
  on('lists', {}, ({ db }) => addonMap(db));
});

const other = defineGroup('/api/other', (on) => {
  on('getCounryCode', {}, ({ c, config: cfg }) => ({ country_code: countryOf(c.req.header.bind(c.req), cfg.defaultCountry) }));

  on('configlist', { input: z.object({ section: z.string().optional() }) }, async ({ db, input }) => {
    const sections = await configSections(db);
    return input.section ? { [input.section]: sections[input.section] ?? {} } : sections;
  });

  on('language', { input: z.object({ controllername: z.string().default('waplang'), lang: z.string().optional() }) }, ({ input, lang }) => {
    if (input.controllername !== 'waplang') throw new BizError('error.invalid', { field: 'controllername' });
    return waplang[input.lang ? normalizeLang(input.lang) : lang];
  });
});

const currency = defineGroup('/api/currency', (on) => {
  on('lists', {}, ({ db, lang }) => currencyList(db, lang));
});

const language = defineGroup('/api/language', (on) => {
  on('lists', {}, ({ db }) => languageList(db));
});

export default function startup(app: Parameters<ReturnType<typeof defineGroup>>[0]) {
  for (const g of [addon, other, currency, language]) g(app);
}
