import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const rss=()=>Math.round(Number(fs.readFileSync('/proc/self/status','utf8').match(/VmRSS:\s+(\d+)/)[1])/1024);
const extra = process.argv.slice(3).flatMap((c) => ['-c', c]);
const opts={dataDir:process.argv[2]};
if(extra.length) opts.startParams=[...PGlite.defaultStartParams,...extra];
const t=Date.now();
const p=await PGlite.create(opts);
const r0 = rss();
for(let i=0;i<300;i++){await p.query('select count(*) from members');await p.query("select * from members where username='alice'");await p.query("select * from news")}
console.log(process.argv.slice(3).join(' ')||'default', '| rss open', r0, '| after queries', rss(), '| ext', process.memoryUsage().external>>20, '|', Date.now()-t,'ms');
await p.close();
