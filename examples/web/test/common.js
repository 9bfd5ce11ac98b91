// What the browser tests share: a static server for the page's build on
// 127.0.0.1, the system's Chromium, and a small deterministic generator.
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

// A static server for the build directory, on 127.0.0.1 only.
function serve(root) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// A small deterministic generator, so a failing run can be replayed.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Debian's headless Chromium (/usr/bin/chromium, or $CHROMIUM), with a
// fresh profile; no browser is downloaded. Returns the context and a
// function that closes it and removes the profile.
async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'exile-web-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

// What the page shows, read from the DOM as a person reads it, its seat
// being me: HP and the deck and hand counts of seat 0 and seat 1, the
// cards of the hand, the turn badges, the prompt, the note under it, the
// action buttons.
function shown(page, me) {
  return page.evaluate((seat) => {
    const box = (s) => document.getElementById(s === seat ? 'you' : 'opponent');
    return {
      hp: [0, 1].map((s) => Number.parseInt(box(s).querySelector('.hp').textContent, 10)),
      piles: [0, 1].map((s) => {
        const text = box(s).querySelector('.piles').textContent;
        return [/Deck (\d+)/, /Hand (\d+)/].map((re) => Number(re.exec(text)[1]));
      }),
      // The badge that says whose turn it is, on each seat's box ('' if none).
      turnBadge: [0, 1].map((s) => [...box(s).querySelectorAll('.badge')].map((b) => b.textContent)
        .filter((t) => /^(Your|Their) turn$/.test(t)).join('|')),
      hand: document.querySelectorAll('#hand .card').length,
      hiddenInHand: document.querySelectorAll('#hand .card.hidden').length,
      opponentCards: document.querySelectorAll('#opponent .card').length,
      prompt: document.getElementById('prompt').textContent,
      note: document.getElementById('note').textContent,
      actions: document.querySelectorAll('#actions button').length,
    };
  }, me);
}

module.exports = { serve, rng, launch, shown };
