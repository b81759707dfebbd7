#!/usr/bin/env node
// Generates apps/server/src/seed/countries.json, the country list seeded into a fresh database.
//
// The data comes from three npm packages that are NOT project dependencies: they are installed into a
// throw-away directory only while generating, and the output JSON is committed.
//
//   mkdir -p /tmp/countries-gen && cd /tmp/countries-gen && npm init -y >/dev/null
//   npm install --no-save i18n-iso-countries@7.14.0 libphonenumber-js@1.13.16 country-to-currency@3.0.1
//   cd /work/main && node scripts/generate-countries.mjs [--gen-dir /tmp/countries-gen] [--fresh]
//
// Sources: i18n-iso-countries for the ISO 3166-1 codes (alpha-2, alpha-3) and the English and Chinese
// names; libphonenumber-js for the dialling code; country-to-currency for the ISO 4217 currency (what a
// fiat deposit from the country is paid in, and what its payee account is kept per: decision 027). The package names are tuned by the overrides below
// (everyday short names, disambiguation, a neutral place name for Taiwan), and the handful of
// territories with no dialling code of their own get the code used in practice or their parent's.
//
// Ids, the rule: countries are sorted by English name and numbered from 1. Singapore must be 194
// (product spec: the default sign-up country), so if it does not land there it swaps ids with the
// country that does. Members reference countries by id, so ids must never move once published: on a
// re-run every country already in countries.json keeps its id, and a newly assigned code gets the next
// id after the highest one in use. --fresh ignores the existing file and renumbers from scratch.
//
// Kosovo (XK) is a user-assigned code rather than an official ISO 3166-1 entry, but banks, payment
// networks and i18n-iso-countries list it, and its residents need to be able to sign up, so it stays.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputPath = path.join(root, 'apps/server/src/seed/countries.json');
const singapore = { iso: 'SG', id: 194 };

const args = process.argv.slice(2);
const isFresh = args.includes('--fresh');
const genDirIndex = args.indexOf('--gen-dir');
const genDir = path.resolve(genDirIndex >= 0 ? args[genDirIndex + 1] : '/tmp/countries-gen');

async function loadSources() {
  const require = createRequire(path.join(genDir, 'package.json'));
  try {
    // country-to-currency is an ES module only: imported from where require finds it.
    const currencies = await import(pathToFileURL(require.resolve('country-to-currency')).href);
    return {
      isoCountries: require('i18n-iso-countries'),
      phone: require('libphonenumber-js'),
      currencies: currencies.default,
    };
  } catch {
    console.error(
      `The data packages are not installed in ${genDir}. Install them there (never in the repository):\n` +
        `  mkdir -p ${genDir} && cd ${genDir} && npm init -y >/dev/null && ` +
        `npm install --no-save i18n-iso-countries@7.14.0 libphonenumber-js@1.13.16 country-to-currency@3.0.1`,
    );
    process.exit(1);
  }
}

// The package's first English name is sometimes the formal one ("Russian Federation"); members pick
// their country from a list, so the everyday short name reads better.
const englishNames = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PN: 'Pitcairn Islands',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  ST: 'São Tomé and Príncipe',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

// Chinese names: the full short form where the package abbreviates, names that tell apart neighbours
// in the list (Dominica / Dominican Republic), the territory rather than a political entity for
// Western Sahara, and a neutral place name for Taiwan that matches the English one.
const chineseNames = {
  AE: '阿拉伯联合酋长国',
  AX: '奥兰群岛',
  BA: '波斯尼亚和黑塞哥维那',
  CF: '中非共和国',
  DO: '多米尼加共和国',
  EH: '西撒哈拉',
  GG: '根西岛',
  ID: '印度尼西亚',
  JE: '泽西岛',
  MN: '蒙古国',
  SH: '圣赫勒拿',
  TW: '台湾',
};

// Territories libphonenumber has no region for: the code they use in practice, else the parent's.
const diallingCodes = {
  AQ: '672', // Antarctic bases are reached through the Australian external territories range
  BV: '47', // Norway
  GS: '500', // shares the Falkland Islands code
  HM: '672', // Australian external territories
  PN: '64', // reached through New Zealand
  TF: '262', // French Indian Ocean range, as Réunion
  UM: '1', // United States
};

function buildEntries({ isoCountries, phone, currencies }) {
  const phoneRegions = new Set(phone.getCountries());
  return Object.keys(isoCountries.getAlpha2Codes()).map((iso) => {
    const nameEn = englishNames[iso] ?? isoCountries.getName(iso, 'en');
    const name = chineseNames[iso] ?? isoCountries.getName(iso, 'zh');
    const countryCode = phoneRegions.has(iso) ? phone.getCountryCallingCode(iso) : diallingCodes[iso];
    const shortForm = isoCountries.alpha2ToAlpha3(iso);
    return { name, name_en: nameEn, country_code: countryCode, iso, short_form: shortForm, currency: currencies[iso] };
  });
}

function assignFreshIds(entries) {
  const sorted = [...entries].sort((a, b) => a.name_en.localeCompare(b.name_en, 'en', { sensitivity: 'base' }));
  const ids = new Map(sorted.map((entry, index) => [entry.iso, index + 1]));
  const holder = sorted.find((entry) => ids.get(entry.iso) === singapore.id);
  if (holder && holder.iso !== singapore.iso) {
    ids.set(holder.iso, ids.get(singapore.iso));
    ids.set(singapore.iso, singapore.id);
  }
  return ids;
}

function assignIds(entries) {
  const existing = !isFresh && fs.existsSync(outputPath) ? JSON.parse(fs.readFileSync(outputPath, 'utf8')) : [];
  // The first run starts from a placeholder holding only Singapore; numbering from scratch honours it.
  if (existing.length <= 1) return assignFreshIds(entries);
  const ids = new Map(existing.map((country) => [country.iso, country.id]));
  let nextId = Math.max(...ids.values()) + 1;
  const newcomers = entries
    .filter((entry) => !ids.has(entry.iso))
    .sort((a, b) => a.name_en.localeCompare(b.name_en, 'en', { sensitivity: 'base' }));
  for (const entry of newcomers) ids.set(entry.iso, nextId++);
  const dropped = existing.filter((country) => !entries.some((entry) => entry.iso === country.iso));
  if (dropped.length > 0) {
    console.warn(`No longer in the source, left out: ${dropped.map((c) => c.iso).join(', ')}`);
  }
  return ids;
}

function validate(countries) {
  const problems = [];
  const seenIds = new Set();
  const seenIso = new Set();
  for (const c of countries) {
    for (const [field, value] of Object.entries(c)) {
      if (value === undefined || value === '') problems.push(`${c.iso}: empty ${field}`);
    }
    if (!Number.isInteger(c.id) || c.id < 1) problems.push(`${c.iso}: bad id ${c.id}`);
    if (seenIds.has(c.id)) problems.push(`duplicate id ${c.id}`);
    if (seenIso.has(c.iso)) problems.push(`duplicate iso ${c.iso}`);
    if (!/^[A-Z]{2}$/.test(c.iso)) problems.push(`${c.iso}: iso is not two capital letters`);
    if (!/^[A-Z]{3}$/.test(c.short_form)) problems.push(`${c.iso}: short_form ${c.short_form} is not three letters`);
    if (!/^[A-Z]{3}$/.test(c.currency)) problems.push(`${c.iso}: currency ${c.currency} is not three letters`);
    if (!/^[1-9]\d{0,3}$/.test(c.country_code)) problems.push(`${c.iso}: country_code ${c.country_code} is not digits`);
    seenIds.add(c.id);
    seenIso.add(c.iso);
  }
  const sg = countries.find((c) => c.iso === singapore.iso);
  if (sg?.id !== singapore.id) problems.push(`Singapore has id ${sg?.id}, must be ${singapore.id}`);
  if (countries.length < 245) problems.push(`only ${countries.length} countries`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

// One object per line keeps the file readable and its diffs small.
function serialize(countries) {
  const lines = countries.map(
    (c) =>
      `  { ${Object.entries(c)
        .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
        .join(', ')} }`,
  );
  return `[\n${lines.join(',\n')}\n]\n`;
}

const entries = buildEntries(await loadSources());
const ids = assignIds(entries);
const countries = entries.map((entry) => ({ id: ids.get(entry.iso), ...entry })).sort((a, b) => a.id - b.id);
validate(countries);
fs.writeFileSync(outputPath, serialize(countries));
console.log(`Wrote ${countries.length} countries to ${path.relative(root, outputPath)}`);
