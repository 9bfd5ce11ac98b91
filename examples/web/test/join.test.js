// Joins a match refereed by exile-server from the web page, in headless
// Chromium. The page plays one seat by clicking the actions it offers; a
// real exile-client process plays the other seat as a bot; the server,
// the page's files and the browser are all on 127.0.0.1.
//
// At every decision of the page's seat the test checks what the page shows
// (HP, hand, deck and hand counts, prompt) against the library in the page
// (the server's sample, read as the seat), the prompt against the server's
// own, and the actions offered against the server's list. Mid-match it
// sends a forged action, which the page must show refused, and reloads the
// page, which must join again and play on. At the end the page must show
// the server's result, and show it again when joined after the end. Every
// message the page received, on each connection, is checked by
// exile-server-check against the match's replay: the page was sent nothing
// its seat may not see.
//
//   usage: node join.test.js WEB_BUILD_DIR SERVER_BUILD_DIR [--screenshot FILE]
//
// WEB_BUILD_DIR is examples/web/build.sh's output; SERVER_BUILD_DIR holds
// exile-server, exile-client and exile-server-check (build/examples/server).
'use strict';

const assert = require('node:assert/strict');
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { serve, rng, launch, shown } = require('./common');

const FIELD = { WINNER: 8, HP: 100, HAND_COUNT: 123, DECK_COUNT: 122 };
const MAX_CLICKS = 5000;
const FORGE_AT = 3; // the decision at which a forged action is sent
const RELOAD_AT = 6; // the decision before which the page is reloaded
// [page's seat, the client's bot, box, seed]
const MATCHES = [[0, 'greedy', 1, 3], [1, 'random', 2, 4]];

const SCREENSHOT_AT = 10; // the decision of the first match shown in the screenshot

const args = process.argv.slice(2);
let screenshot = null;
const shotAt = args.indexOf('--screenshot');
if (shotAt >= 0) [, screenshot] = args.splice(shotAt, 2);
const [webRoot, serverDir] = args.map((p) => path.resolve(p));
// Every process the test starts, killed if it fails midway.
const children = [];
function start(exe, argv, stdio) {
  const child = spawn(exe, argv, { stdio });
  children.push(child);
  return child;
}

const BIN = {
  server: path.join(serverDir, 'exile-server'),
  client: path.join(serverDir, 'exile-client'),
  check: path.join(serverDir, 'exile-server-check'),
};

// An exile-server on a free port of 127.0.0.1, one match, its replays kept.
async function startServer(work, box, seed) {
  const proc = start(BIN.server, ['--port', '0', '--seed', String(seed), '--box', String(box),
    '--replays', work, '--decision-time', '120'], ['ignore', 'pipe', 'inherit']);
  const lines = readline.createInterface({ input: proc.stdout });
  const said = {};
  const waiters = [];
  lines.on('line', (line) => {
    const msg = JSON.parse(line);
    said[msg.type] = msg;
    for (const w of waiters.splice(0)) w();
  });
  const read = async (type) => {
    while (!said[type]) await new Promise((resolve) => waiters.push(resolve));
    return said[type];
  };
  const { port } = await read('listening');
  const match = await read('match');
  return { proc, port, match, read, replay: path.join(work, match.replay) };
}

// Every message one connection of the page received, checked against the replay.
function checkLog(server, seat, received, file) {
  fs.writeFileSync(file, received.map((m) => m + '\n').join(''));
  const r = spawnSync(BIN.check, [server.replay, String(seat), file], { encoding: 'utf8' });
  assert.equal(r.status, 0, `the messages of ${file} check:\n${r.stdout}${r.stderr}`);
}

// The page's seat is asked and its sample drawn, or the match is over and
// its last sample drawn.
async function settled(page) {
  await page.waitForFunction(() => {
    const s = window.exileSession;
    if (!s || s.shown < 0) return false;
    if (s.over !== null) return s.shown >= s.over.n;
    const buttons = [...document.querySelectorAll('#actions button')];
    return s.decide !== null && s.shown === s.decide.n && buttons.length > 0 && !buttons.some((b) => b.disabled);
  }, null, { timeout: 60000, polling: 20 });
}

// What the library in the page says for its seat, what the server asked,
// and what the page shows.
async function observe(page) {
  const o = await page.evaluate((f) => {
    const m = window.exileModule;
    const s = window.exileSession;
    const get = (field, seat) => m.ccall('web_get', 'number', ['number', 'number', 'number', 'number'],
      [s.me, field, seat, 0]);
    const state = JSON.parse(m.ccall('web_state', 'string', ['number'], [0]));
    return {
      me: s.me,
      over: s.over,
      decide: s.decide,
      lib: {
        winner: get(f.WINNER, 0),
        hp: [get(f.HP, 0), get(f.HP, 1)],
        piles: [0, 1].map((seat) => [get(f.DECK_COUNT, seat), get(f.HAND_COUNT, seat)]),
        hand: get(f.HAND_COUNT, s.me),
        prompt: m.ccall('web_prompt', 'string', ['number'], [s.me]),
        actionTexts: state.actionTexts,
      },
    };
  }, FIELD);
  o.dom = await shown(page, o.me);
  return o;
}

function compare(o, where) {
  assert.deepEqual(o.dom.hp, o.lib.hp, `${where}: HP on the page`);
  assert.deepEqual(o.dom.piles, o.lib.piles, `${where}: deck and hand counts on the page`);
  assert.equal(o.dom.hand, o.lib.hand, `${where}: cards in hand on the page`);
  assert.equal(o.dom.hiddenInHand, 0, `${where}: every card of the seat's own hand is shown`);
  assert.equal(o.dom.opponentCards, 0, `${where}: no card of the opponent's hand is shown`);
  if (o.over !== null) return;
  assert.equal(o.dom.note, '', `${where}: nothing was refused or went wrong`);
  assert.equal(o.dom.prompt, o.lib.prompt, `${where}: the prompt is the library's`);
  assert.equal(o.dom.prompt, o.decide.prompt, `${where}: the prompt is the server's`);
  assert.deepEqual([...o.lib.actionTexts].sort(), [...o.decide.actions].sort(),
    `${where}: the page offers the actions the server asks for`);
  assert.equal(o.dom.actions, o.decide.actions.length, `${where}: one button an action`);
}

async function playMatch(context, base, work, [seat, bot, box, seed]) {
  const name = `seat ${seat} against ${bot}`;
  const server = await startServer(work, box, seed);
  const tokens = [server.match.seat0, server.match.seat1];
  const clientLog = path.join(work, `client-${seat}.log`);
  const client = start(BIN.client, ['--port', String(server.port), '--token', tokens[1 - seat], '--bot', bot,
    '--log', clientLog], ['ignore', 'ignore', 'inherit']);
  const clientDone = new Promise((resolve) => client.on('exit', resolve));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: 1440, height: 1000 });
  const url = `${base}/?server=${encodeURIComponent(`ws://127.0.0.1:${server.port}`)}&token=${tokens[seat]}`;
  await page.goto(url);
  const logs = [];
  const random = rng(seed);
  let clicks = 0;
  let o;
  for (;;) {
    await settled(page);
    o = await observe(page);
    assert.equal(o.me, seat, `${name}: the page plays the seat of its token`);
    compare(o, `${name}, decision ${clicks}`);
    if (o.over !== null) break;
    assert.ok(clicks < MAX_CLICKS, `${name}: the match ends`);
    if (clicks === FORGE_AT) {
      // A forged action: refused with the reason, shown, and nothing changes.
      await page.evaluate((n) => window.exileSession.send(`act #${n} attack face-up: No Such Card`), o.decide.n);
      await page.waitForFunction(() => window.exileSession.refused === 1, null, { timeout: 10000 });
      const after = await observe(page);
      assert.match(after.dom.note, /^Refused: /, `${name}: the page shows the refusal`);
      assert.deepEqual(after.lib, o.lib, `${name}: a refused action changes nothing`);
    }
    if (clicks === RELOAD_AT) {
      // The page closed and opened again: it joins with the same token and plays on.
      logs.push(await page.evaluate(() => window.exileSession.received));
      await page.goto(url);
      await settled(page);
      const again = await observe(page);
      assert.equal(again.decide.n, o.decide.n, `${name}: the reloaded page resumes the same decision`);
    }
    if (screenshot && seat === 0 && clicks === SCREENSHOT_AT) {
      await page.screenshot({ path: screenshot, fullPage: true });
      console.log(`screenshot: ${screenshot}`);
    }
    await page.locator('#actions button').nth(Math.floor(random() * o.dom.actions)).click();
    clicks++;
  }
  const finished = await server.read('finished');
  assert.equal(o.over.winner, finished.winner, `${name}: the page has the server's winner`);
  assert.equal(o.lib.winner, finished.winner, `${name}: the last sample is the finished match`);
  assert.equal(o.dom.prompt, o.over.text, `${name}: the page shows the end`);
  assert.equal(o.dom.actions, 0, `${name}: no action is offered once the match is over`);
  logs.push(await page.evaluate(() => window.exileSession.received));
  // Joined again once the match is over, the page shows its end.
  await page.goto(url);
  await settled(page);
  const end = await observe(page);
  compare(end, `${name}, joined after the end`);
  assert.deepEqual(end.over, o.over, `${name}: the end, told again`);
  assert.equal(end.dom.prompt, o.over.text, `${name}: the page joined after the end shows it`);
  assert.deepEqual(end.lib, o.lib, `${name}: the last position, drawn again`);
  logs.push(await page.evaluate(() => window.exileSession.received));
  assert.equal(await clientDone, 0, `${name}: exile-client played its seat to the end`);
  server.proc.kill();
  logs.forEach((received, i) => checkLog(server, seat, received, path.join(work, `page-${seat}-${i}.log`)));
  const check = spawnSync(BIN.check, [server.replay, String(1 - seat), clientLog], { encoding: 'utf8' });
  assert.equal(check.status, 0, `${name}: the client's messages check:\n${check.stdout}${check.stderr}`);
  assert.deepEqual(errors, [], `${name}: no error in the page`);
  await page.close();
  console.log(`${name}: match over after ${clicks} clicks; winner ${finished.winner}; "${o.over.text}"`);
}

async function main() {
  assert.ok(fs.existsSync(path.join(webRoot, 'exile.wasm')), `${webRoot} holds no build (examples/web/build.sh)`);
  for (const exe of Object.values(BIN)) assert.ok(fs.existsSync(exe), `${exe} is built`);
  const web = await serve(webRoot);
  const base = `http://127.0.0.1:${web.address().port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'exile-web-join-'));
  const { context, close } = await launch();
  try {
    for (const m of MATCHES) await playMatch(context, base, work, m);
  } finally {
    await close();
    web.close();
  }
  fs.rmSync(work, { recursive: true, force: true });
  console.log('web join: every match played to its end and every message checked');
}

main().catch((e) => {
  console.error(e);
  for (const child of children) child.kill();
  process.exit(1);
});
