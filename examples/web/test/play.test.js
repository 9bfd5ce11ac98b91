// Plays the web page in headless Chromium: a whole match against each
// bundled bot, by clicking the action buttons the page offers, and checks
// what the page shows (HP, hand, prompt) against the library itself, asked
// through the same WebAssembly module in the page.
//
//   usage: node play.test.js [BUILD_DIR] [--screenshot FILE]
//
// BUILD_DIR is examples/web/build.sh's output (build-web/ by default). The
// browser is the system's Chromium (/usr/bin/chromium, or $CHROMIUM); no
// browser is downloaded.
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { serve, rng, launch, shown } = require('./common');

const FIELD = { TURN: 6, WINNER: 8, HP: 100, HAND_COUNT: 123, DECK_COUNT: 122, ATTACK: 200, DECISION_SEAT: 401 };
const CARD_NONE = -2;
const BOTS = ['random', 'greedy', 'ismcts:iterations=20', 'ismcts-full:iterations=20'];
const MAX_CLICKS = 5000;
// The screenshot is taken mid-match: the first decision after this many
// clicks with a full hand and an attack in the Combat Zone.
const SCREENSHOT_AFTER = 8;
const SCREENSHOT_HAND = 5;

const args = process.argv.slice(2);
let screenshot = null;
const shotAt = args.indexOf('--screenshot');
if (shotAt >= 0) [, screenshot] = args.splice(shotAt, 2);
const root = path.resolve(args[0] || path.join(__dirname, '..', '..', '..', 'build-web'));

// Asks the library, in the page: exile_match_get() and exile_match_prompt() as seat 0 sees the match.
function library(page) {
  return page.evaluate((f) => {
    const m = window.exileModule;
    const get = (field, seat) => m.ccall('web_get', 'number', ['number', 'number', 'number', 'number'], [0, field, seat, 0]);
    return {
      turn: get(f.TURN, 0),
      winner: get(f.WINNER, 0),
      toAct: get(f.DECISION_SEAT, 0),
      hp: [get(f.HP, 0), get(f.HP, 1)],
      hand: get(f.HAND_COUNT, 0),
      piles: [0, 1].map((s) => [get(f.DECK_COUNT, s), get(f.HAND_COUNT, s)]),
      attack: get(f.ATTACK, 0),
      prompt: m.ccall('web_prompt', 'string', ['number'], [0]),
    };
  }, FIELD);
}

// Waits until the page asks seat 0 something or shows the match over.
async function settled(page) {
  await page.waitForFunction((f) => {
    const m = window.exileModule;
    if (!m || !document.querySelector('#you .hp')) return false;
    const get = (field) => m.ccall('web_get', 'number', ['number', 'number', 'number', 'number'], [0, field, 0, 0]);
    if (get(f.WINNER) >= 0) return true;
    return get(f.DECISION_SEAT) === 0 && document.querySelectorAll('#actions button').length > 0;
  }, FIELD, { timeout: 60000, polling: 20 });
}

async function compare(page, where) {
  const lib = await library(page);
  const dom = await shown(page, 0);
  assert.deepEqual(dom.hp, lib.hp, `${where}: HP on the page`);
  assert.equal(dom.hand, lib.hand, `${where}: cards in hand on the page`);
  assert.deepEqual(dom.piles, lib.piles, `${where}: deck and hand counts on the page`);
  assert.equal(dom.hiddenInHand, 0, `${where}: every card of your own hand is shown`);
  assert.equal(dom.prompt, lib.prompt, `${where}: prompt on the page`);
  assert.equal(dom.opponentCards, 0, `${where}: no card of the opponent's hand is shown`);
  // Seat 0 is the page's: its box says "Your turn" on its turn, the other box "Their turn" on the bot's.
  assert.deepEqual(dom.turnBadge, [lib.turn === 0 ? 'Your turn' : '', lib.turn === 1 ? 'Their turn' : ''],
    `${where}: the turn badges`);
  return { lib, dom };
}

async function playMatch(context, base, bot, seed) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${base}/?bot=${encodeURIComponent(bot)}&seed=${seed}&delay=0`);
  const random = rng(seed);
  let clicks = 0;
  let shot = !screenshot || bot !== 'greedy';
  for (;;) {
    await settled(page);
    const { lib, dom } = await compare(page, `${bot}, click ${clicks}`);
    if (lib.winner >= 0) {
      assert.equal(dom.actions, 0, `${bot}: no action is offered once the match is over`);
      console.log(`${bot}: match over after ${clicks} clicks; winner ${lib.winner}; "${lib.prompt}"`);
      break;
    }
    assert.ok(clicks < MAX_CLICKS, `${bot}: the match ends`);
    if (!shot && clicks >= SCREENSHOT_AFTER && lib.hand >= SCREENSHOT_HAND && lib.attack !== CARD_NONE) {
      shot = true;
      await page.screenshot({ path: screenshot, fullPage: true });
      console.log(`screenshot: ${screenshot}`);
    }
    const buttons = page.locator('#actions button');
    await buttons.nth(Math.floor(random() * dom.actions)).click();
    clicks++;
  }
  assert.deepEqual(errors, [], `${bot}: no error in the page`);
  await page.close();
}

async function main() {
  assert.ok(fs.existsSync(path.join(root, 'exile.wasm')), `${root} holds no build (examples/web/build.sh)`);
  const server = await serve(root);
  const base = `http://127.0.0.1:${server.address().port}`;
  const { context, close } = await launch();
  try {
    for (const [i, bot] of BOTS.entries()) await playMatch(context, base, bot, 7 + i);
  } finally {
    await close();
    server.close();
  }
  console.log('web: every match played to its end');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
