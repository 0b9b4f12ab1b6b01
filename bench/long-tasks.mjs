/**
 * What runs in a page's long tasks, on a phone as Lighthouse makes one (390 px, the CPU slowed 4×): loads the URL in
 * Debian's Chromium with a trace and V8's sampling profiler, then prints each task over 50 ms of the page's main
 * thread with the functions that ran in it (samples, inclusive). Lighthouse says how long the tasks are; this says
 * what they are (issue 33: the contract's schemas evaluated, the router's route table ranked, a sync render).
 *
 *   node bench/long-tasks.mjs http://127.0.0.1:3000/reviews      (TOP=30 for more functions a task)
 *
 * The product must be serving the URL (`npm start`). Names are the build's: a build with `minify: false` in
 * apps/web/vite.config.ts reads best. The trace is left in /tmp/trace.json for Chromium's performance panel.
 */

import fs from 'node:fs';
import puppeteer from 'puppeteer-core';

const url = process.argv[2];
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.tracing.start({
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'blink.user_timing',
  ],
});
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 3000));
const buf = await page.tracing.stop();
fs.writeFileSync('/tmp/trace.json', buf);
await browser.close();
// analyse: long tasks and the JS samples in them
const trace = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
// The page's renderer: the process whose profile ran the page's own scripts (Chromium's UI has renderers too).
const host = new URL(url).host;
const profPid = events.find(
  (e) => e.name === 'ProfileChunk' && e.args?.data?.cpuProfile?.nodes?.some((n) => n.callFrame.url?.includes(host)),
)?.pid;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === profPid);
const tasks = events
  .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main.tid && e.pid === main.pid && e.dur > 50000 * 1)
  .sort((a, b) => a.ts - b.ts);
// cpu profile samples
const nodes = new Map();
const samples = [];
let t = 0;
let startTs = 0;
for (const e of events) {
  if (e.name === 'Profile' && e.pid === main.pid) startTs = e.args.data.startTime;
  if (e.name === 'ProfileChunk' && e.pid === main.pid) {
    const d = e.args.data;
    const cp = d.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(n.id, n);
    if (cp.samples) {
      if (!t) t = startTs;
      cp.samples.forEach((s, i) => {
        t += d.timeDeltas[i];
        samples.push([s, t]);
      });
    }
  }
}
const parent = new Map();
for (const n of nodes.values()) if (n.parent) parent.set(n.id, n.parent);
const name = (n) =>
  `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url || '').replace(/.*\/assets\//, '')}:${n.callFrame.lineNumber}`;
// Blocking time as Lighthouse sums it (each task's time over 50 ms), here over the whole load.
const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
console.log(`${tasks.length} tasks over 50 ms, blocking ${Math.round(blocking)} ms in all`);
if (process.env.SUMMARY) process.exit(0);
for (const task of tasks) {
  const inTask = samples.filter(([, ts]) => ts >= task.ts && ts <= task.ts + task.dur);
  const incl = new Map();
  for (const [id] of inTask) {
    const seen = new Set();
    let cur = id;
    while (cur) {
      const k = name(nodes.get(cur));
      if (!seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + 1);
      }
      cur = parent.get(cur);
    }
  }
  console.log(
    `\nTASK at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms, ${inTask.length} samples`,
  );
  for (const [k, v] of [...incl]
    .sort((a, b) => b[1] - a[1])
    .filter(([k]) => !/^\(root\)|^\(program\)/.test(k))
    .slice(0, Number(process.env.TOP ?? 25)))
    console.log('  ', String(v).padStart(4), k.slice(0, 120));
}
