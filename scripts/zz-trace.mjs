import { chromium } from '@playwright/test';
import { startStack, defaultPorts } from './stack.mjs';
const ports = defaultPorts(4800);
const stack = await startStack({ ports, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
    await page.goto(`http://localhost:${ports.host}/q/search?q=sofa`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await done;
    const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
    const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
    // threads: renderer main = thread of 'ParseHTML'
    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes('/q/search'));
    const tid = parse.tid, pid = parse.pid;
    const t0 = parse.ts;
    const long = tasks.filter((e) => e.tid === tid && e.pid === pid);
    console.log(`run ${run}: ${long.length} tasks > 50 ms`);
    for (const task of long) {
      const inside = events.filter((e) => e.tid === tid && e.pid === pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.ph === 'X');
      const by = new Map();
      for (const e of inside) {
        if (!['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'TimerFire', 'FireAnimationFrame', 'v8.run', 'XHRReadyStateChange', 'EventDispatch', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'ParseAuthorStyleSheet', 'Decode Image', 'ResourceReceivedData', 'RunMicrotasks'].includes(e.name)) continue;
        const url = (e.args?.data?.url ?? e.args?.data?.functionName ?? '').replace(/^https?:\/\/[^/]+/, '');
        const key = `${e.name}${url ? ' ' + url : ''}`;
        by.set(key, (by.get(key) ?? 0) + e.dur / 1000);
      }
      const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ');
      console.log(`  @${((task.ts - t0) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(0)} ms: ${top}`);
      for (const l of inside.filter((e) => e.name === 'Layout' && e.dur > 20_000)) console.log(`     layout ${(l.dur / 1000).toFixed(0)} ms dirty ${l.args?.beginData?.dirtyObjects} total ${l.args?.beginData?.totalObjects} partial ${l.args?.beginData?.partialLayout} root ${JSON.stringify(l.args?.endData?.root ?? l.args?.endData?.layoutRoots ?? '').slice(0, 100)}`);
      for (const l of inside.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 20_000)) console.log(`     style ${(l.dur / 1000).toFixed(0)} ms elements ${l.args?.elementCount}`);
    }
    await context.close();
  }
} finally { await browser.close(); stack.stop(); }
