import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const u of process.argv.slice(2)) {
const p = await b.newPage();
const s = [];
p.on('response', (r) => { const t = r.request().resourceType(); if (t === 'script' || t==='stylesheet') s.push(r); });
await p.goto(u, { waitUntil: 'networkidle' });
let tot=0;
for (const r of s) { const body = await r.body(); const g = gzipSync(body).length; if (r.request().resourceType()==='script') tot+=g; console.log((g/1024).toFixed(1).padStart(7), r.request().resourceType().slice(0,6), r.url().replace(/.*\//,'')); }
console.log('JS total', (tot/1024).toFixed(1), u);
await p.close();
}
await b.close();
