import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { addons, config, currencies, languages } from '../db/schema';
import { normalizeLang } from '../i18n';
import { waplang } from '../i18n/waplang';
import { BizError } from '../http/errors';
import { countryOf } from '../domain/country';

/** The five startup calls of spec §7 plus /api/language/lists. */
const addon = defineGroup('/api/addon', (on) => {
  on('lists', {}, async ({ db }) => {
    const rows = await db.select().from(addons);
    return Object.fromEntries(rows.map((a) => [a.name, { name: a.name, title: a.title, state: a.state, version: a.version }]));
  });
});

const other = defineGroup('/api/other', (on) => {
  on('getCounryCode', {}, ({ c, config: cfg }) => ({ country_code: countryOf(c.req.header.bind(c.req), cfg.defaultCountry) }));

  on('configlist', { input: z.object({ section: z.string().optional() }) }, async ({ db, input }) => {
    const rows = await db.select().from(config);
    const sections: Record<string, Record<string, unknown>> = {};
    for (const r of rows) (sections[r.section] ??= {})[r.name] = r.value;
    return input.section ? { [input.section]: sections[input.section] ?? {} } : sections;
  });

  on('language', { input: z.object({ controllername: z.string().default('waplang'), lang: z.string().optional() }) }, ({ input, lang }) => {
    if (input.controllername !== 'waplang') throw new BizError('error.invalid', { field: 'controllername' });
    return waplang[input.lang ? normalizeLang(input.lang) : lang];
  });
});

const currency = defineGroup('/api/currency', (on) => {
  on('lists', {}, async ({ db }) => {
    const rows = await db.select().from(currencies).orderBy(asc(currencies.sort));
    return rows.map((r) => ({
      code: r.code, title: r.name, symbol_left: r.symbolLeft, symbol_right: r.symbolRight, symbol: r.symbol,
      value: String(Number(r.value)), decimal_place: r.decimalPlace,
    }));
  });
});

const language = defineGroup('/api/language', (on) => {
  on('lists', {}, async ({ db }) => (await db.select().from(languages).orderBy(asc(languages.sort))).map((l) => ({ code: l.code, name: l.name })));
});

export default function startup(app: Parameters<ReturnType<typeof defineGroup>>[0]) {
  for (const g of [addon, other, currency, language]) g(app);
}
