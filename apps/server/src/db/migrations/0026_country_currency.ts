import { type Kysely, sql } from 'kysely';

/**
 * Each country's currency (ISO 4217), and the fiat payee kept per currency (decision 027).
 *
 * Decision 019 keyed the payee by the country's short form because countries had no currency column, so
 * the deposit page named the member's money by the country ("You pay 135.00 SGP") and every country of
 * one currency (the euro's twenty) needed its own copy of the same bank account. Now:
 * - `countries.currency`: what a fiat deposit from the country is paid in. Filled here for the seeded
 *   countries (by ISO alpha-2, from scripts/generate-countries.mjs's source); a fresh database gets it
 *   from the seed. A country outside the ISO list keeps null: it has no payee.
 * - `fiat_payees` is keyed by `currency`. A payee kept under a country moves to that country's currency;
 *   where two countries of one currency both had one, the latest set is kept (each set is in the audit log).
 */
const isoCurrencies =
  'AF:AFN AX:EUR AL:ALL DZ:DZD AS:USD AD:EUR AO:AOA AI:XCD AQ:USD AG:XCD AR:ARS AM:AMD AW:AWG AU:AUD ' +
  'AT:EUR AZ:AZN BS:BSD BH:BHD BD:BDT BB:BBD BY:BYN BE:EUR BZ:BZD BJ:XOF BM:BMD BT:BTN BO:BOB BQ:USD ' +
  'BA:BAM BW:BWP BV:NOK BR:BRL IO:USD VG:USD BN:BND BG:EUR BF:XOF BI:BIF KH:KHR CM:XAF CA:CAD CV:CVE ' +
  'KY:KYD CF:XAF TD:XAF CL:CLP CN:CNY CX:AUD CC:AUD CO:COP KM:KMF CK:NZD CR:CRC CI:XOF HR:EUR CU:CUP ' +
  'CW:XCG CY:EUR CZ:CZK CD:CDF DK:DKK DJ:DJF DM:XCD DO:DOP EC:USD EG:EGP SV:USD GQ:XAF ER:ERN EE:EUR ' +
  'SZ:SZL ET:ETB FK:FKP FO:DKK FJ:FJD FI:EUR FR:EUR GF:EUR PF:XPF TF:EUR GA:XAF GM:GMD GE:GEL DE:EUR ' +
  'GH:GHS GI:GIP GR:EUR GL:DKK GD:XCD GP:EUR GU:USD GT:GTQ GG:GBP GN:GNF GW:XOF GY:GYD HT:HTG HM:AUD ' +
  'HN:HNL HK:HKD HU:HUF IS:ISK IN:INR ID:IDR IR:IRR IQ:IQD IE:EUR IM:GBP IL:ILS IT:EUR JM:JMD JP:JPY ' +
  'JE:GBP JO:JOD KZ:KZT KE:KES KI:AUD XK:EUR KW:KWD KG:KGS LA:LAK LV:EUR LB:LBP LS:LSL LR:LRD LY:LYD ' +
  'LI:CHF LT:EUR LU:EUR MO:MOP MG:MGA MW:MWK MY:MYR MV:MVR ML:XOF MT:EUR MH:USD MQ:EUR MR:MRU MU:MUR ' +
  'YT:EUR MX:MXN FM:USD MD:MDL MC:EUR MN:MNT ME:EUR MS:XCD MA:MAD MZ:MZN MM:MMK NA:NAD NR:AUD NP:NPR ' +
  'NL:EUR NC:XPF NZ:NZD NI:NIO NE:XOF NG:NGN NU:NZD NF:AUD KP:KPW MK:MKD MP:USD NO:NOK OM:OMR PK:PKR ' +
  'PW:USD PS:ILS PA:PAB PG:PGK PY:PYG PE:PEN PH:PHP PN:NZD PL:PLN PT:EUR PR:USD QA:QAR CG:XAF RE:EUR ' +
  'RO:RON RU:RUB RW:RWF BL:EUR SH:SHP KN:XCD LC:XCD MF:EUR PM:EUR VC:XCD WS:WST SG:SGD ST:STN SA:SAR ' +
  'SN:XOF RS:RSD SC:SCR SL:SLE SM:EUR SX:XCG SK:EUR SI:EUR SB:SBD SO:SOS ZA:ZAR GS:FKP KR:KRW SS:SSP ' +
  'ES:EUR LK:LKR SD:SDG SR:SRD SJ:NOK SE:SEK CH:CHF SY:SYP TW:TWD TJ:TJS TZ:TZS TH:THB TL:USD TG:XOF ' +
  'TK:NZD TO:TOP TT:TTD TN:TND TR:TRY TM:TMT TC:USD TV:AUD VI:USD UG:UGX UA:UAH AE:AED GB:GBP US:USD ' +
  'UM:USD UY:UYU UZ:UZS VU:VUV VA:EUR VE:VES VN:VND WF:XPF EH:MAD YE:YER ZM:ZMW ZW:ZWG ';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pairs = isoCurrencies
    .trim()
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]);
  await sql`alter table countries add column currency char(3)`.execute(db);
  await sql`
    update countries c set currency = v.currency
    from (values ${sql.join(pairs.map(([iso, currency]) => sql`(${iso}, ${currency})`))}) as v(iso, currency)
    where c.iso = v.iso
  `.execute(db);
  await sql`
    alter table fiat_payees add column currency char(3);
    update fiat_payees p set currency = c.currency from countries c where c.short_form = p.country;
    delete from fiat_payees where currency is null;
    delete from fiat_payees p using fiat_payees q
      where q.currency = p.currency
        and (q.updated_at > p.updated_at or (q.updated_at = p.updated_at and q.country > p.country));
    alter table fiat_payees drop column country;
    alter table fiat_payees alter column currency set not null;
    alter table fiat_payees add primary key (currency);
  `.execute(db);
}
