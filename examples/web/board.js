// The board: everything the page draws of a match, from exile_web.c's
// JSON (web_state()), which reads the match as the page's seat sees it.
// The page plays against a bot (app.js) or joins a server's match
// (online.js); both draw through draw().
'use strict';

const KIND = { EXILE: 0, GEAR: 1, MOVE: 2, MEMORY: 3, TOKEN: 4 };
const MOVE_TYPES = ['Attack', 'Block', 'Combat', 'Tactics', 'Finisher Attack', 'Finisher Tactics'];
const CATEGORIES = ['Primary Weapon', 'Secondary Weapon', 'Protective Gear', 'Kit'];
const SPEEDS = ['', 'Quick', 'Slow'];
const HIDDEN = -1;
const NONE = -2;
// The indices of a card's "stats" (exile_web.c's web_cards()).
const S = { COST: 0, BLOCK_COST: 1, DAMAGE: 2, BLOCK: 3, CHANNEL: 4, SPEED: 5, BASE_HP: 6, MOVE_TYPE: 7,
  MANTRA: 8, CATEGORY: 9 };

// The printed cards, as exile_web.c's web_cards() lists them.
let cards = [];

const $ = (id) => document.getElementById(id);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function cardName(c) {
  if (c === HIDDEN) return 'a hidden card';
  if (c === NONE || c === undefined || c < 0) return '';
  return cards[c].name;
}

// A Move (or any card) drawn as a card: name, cost, type, ratings, keywords, text.
function cardView(c, small) {
  if (c < 0) return el('div', 'card hidden' + (small ? ' small' : ''), 'face-down');
  const info = cards[c];
  const st = info.stats;
  const e = el('div', 'card' + (small ? ' small' : ''));
  const title = el('div', 'title');
  title.append(el('span', 'name', info.name));
  if (info.kind === KIND.MOVE) {
    const type = st[S.MOVE_TYPE];
    const cost = type === 1 ? st[S.BLOCK_COST] : st[S.COST];
    title.append(el('span', 'cost', String(cost)));
    const typeLine = MOVE_TYPES[type] + (type === 2 ? ` (block cost ${st[S.BLOCK_COST]})` : '') +
      (SPEEDS[st[S.SPEED]] ? ' · ' + SPEEDS[st[S.SPEED]] : '');
    e.append(title, el('div', 'type', typeLine));
    const ratings = el('div', 'ratings');
    if (st[S.DAMAGE] >= 0 && (type === 0 || type === 2 || type === 4)) ratings.append(el('span', 'dmg', `Damage ${st[S.DAMAGE]}`));
    if (st[S.BLOCK] >= 0 && (type === 1 || type === 2)) ratings.append(el('span', 'blk', `Block ${st[S.BLOCK]}`));
    ratings.append(el('span', 'chn', `channel ${st[S.CHANNEL]}`));
    e.append(ratings);
  } else {
    e.append(title);
    if (info.kind === KIND.TOKEN) e.append(el('div', 'type', 'Token'));
  }
  const kws = info.kw.concat(info.kwBlock.filter((k) => !info.kw.includes(k)));
  if (kws.length) e.append(el('div', 'kw', kws.join(', ')));
  if (info.text.length) {
    const ul = el('ul', 'text');
    for (const line of info.text) ul.append(el('li', '', line));
    e.append(ul);
  }
  e.title = info.code;
  return e;
}

function chip(text, cls, tip) {
  const c = el('span', 'chip' + (cls ? ' ' + cls : ''), text);
  if (tip) c.title = tip;
  return c;
}

function row(label, items) {
  const r = el('div', 'row');
  r.append(el('h3', '', label));
  if (!items.length) r.append(el('span', 'piles', 'none'));
  r.append(...items);
  return r;
}

function tokenText(tokens) {
  return Object.entries(tokens).filter(([, n]) => n > 0).map(([c, n]) => `${n} ${cards[c].name}`);
}

// A seat's Exile, piles, Memories, Gear and zones, in the box given.
function drawSeat(s, state, box, who) {
  box.replaceChildren();
  const left = el('div', 'exile-box');
  left.append(el('div', 'name', `${who}: ${cards[s.exile].name}`));
  const hp = el('div', 'hp', String(s.hp));
  hp.append(el('small', '', ' HP'));
  left.append(hp);
  const badges = el('div', 'badges');
  const badge = (on, text, cls) => { if (on > 0) badges.append(el('span', 'badge ' + cls, text)); };
  badge(s.seat === state.initiative ? 1 : 0, 'Initiative', 'info');
  badge(s.seat === state.turn ? 1 : 0, s.seat === state.me ? 'Your turn' : 'Their turn', 'good');
  badge(s.engaged, 'Engaged', 'warn');
  badge(s.spent, 'Spent', 'warn');
  badge(s.stunned, 'Stunned', 'warn');
  badge(s.stunPending, 'Stunned next turn', 'warn');
  badge(s.unleashed, 'Unleashed', 'good');
  badge(s.finisherDue, 'Finisher due', 'good');
  badge(s.stamina, `${s.stamina} Stamina floating`, 'info');
  for (const t of tokenText(s.tokens)) badges.append(el('span', 'badge warn', t));
  left.append(badges);
  left.append(el('div', 'piles',
    `Deck ${s.deck} · Hand ${s.handCount} · Recall ${s.recallCount} · Destroyed ${s.destroyedCount}`));
  const right = el('div', 'zones');
  right.append(row('Memories', s.memories.map((m) => chip(
    `${cardName(m.card)}${m.unlocked ? ' (Mantra)' : ''} · ${m.stamina}⚡`,
    (m.tapped ? 'tapped' : '') + (m.unlocked ? ' up' : ''),
    (m.tapped ? 'tapped' : 'untapped') + '; ' + cards[m.card].text.join(' ')))));
  right.append(row('Gear', s.gear.map((g, i) => chip(
    `${cardName(g.card)}${g.upgraded ? ' ★' : ''}${g.tokens ? ` (${g.tokens} Tokens)` : ''}`,
    (g.armed ? '' : 'off') + (g.upgraded ? ' up' : ''),
    `${CATEGORIES[i]}; ${g.armed ? 'armed' : 'disarmed'}${g.upgraded ? ', upgraded' : ''}${g.used ? ', ability used' : ''}; ` +
      cards[g.card].text.join(' ')))));
  const prepared = s.prepared >= 0 ? [chip('Prepared: ' + cardName(s.prepared), 'up')] : [];
  right.append(row('Momentum', s.momentum.map((c) => chip(cardName(c))).concat(prepared)));
  if (s.attached.length) right.append(row('Attached', s.attached.map((c) => chip(cardName(c)))));
  right.append(row('Recall', s.recall.slice(-6).map((c) => chip(cardName(c), 'tapped'))));
  box.append(left, right);
}

function drawCombat(state, opponentName) {
  const box = $('combat');
  box.replaceChildren(el('h2', '', 'Combat Zone & stack'));
  const a = state.attack;
  if (a.card !== NONE) {
    const who = a.attacker === state.me ? 'You attack' : `${opponentName} attacks`;
    box.append(el('div', 'piles', `${who}${a.faceDown ? ' face-down' : ''}` +
      (a.declared ? `, declared cost ${a.declared}` : '') +
      (a.outcome >= 0 ? (a.outcome ? ': successful' : ': not successful') : '')));
    const r = el('div', 'row');
    r.append(cardView(a.card, true), ...a.blocks.map((b) => cardView(b, true)));
    box.append(r);
  }
  if (state.stack.length) {
    box.append(el('div', 'piles', 'Stack (top last)'));
    const r = el('div', 'row');
    r.append(...state.stack.map((s) => cardView(s.card, true)));
    box.append(r);
  }
  if (a.card === NONE && !state.stack.length) box.append(el('div', 'piles', 'empty'));
}

// The whole board as the page's seat (state.me) sees it; its actions as
// buttons that call act(i) with the index of state.actions.
function draw(state, opponentName, act) {
  const me = state.seats[state.me];
  drawSeat(state.seats[1 - state.me], state, $('opponent'), opponentName);
  drawSeat(me, state, $('you'), 'You');
  drawCombat(state, opponentName);
  $('prompt').textContent = state.prompt;
  $('prompt').className = 'prompt' + (state.winner >= 0 ? ' over' : '');
  const actions = $('actions');
  const buttons = state.actions.map((text, i) => {
    const b = el('button', 'action', text);
    b.type = 'button';
    b.addEventListener('click', () => act(i));
    return b;
  });
  // A hand card lights up the actions that play it: they name its instance.
  const instances = state.actionInstances || [];
  const hand = $('hand');
  hand.replaceChildren(...me.hand.map((c, k) => {
    const card = cardView(c, false);
    const instance = (me.handInstances || [])[k];
    const own = buttons.filter((b, i) => instance >= 0 && instances[i] === instance);
    if (own.length) {
      card.classList.add('playable');
      card.addEventListener('mouseenter', () => own.forEach((b) => b.classList.add('of-card')));
      card.addEventListener('mouseleave', () => own.forEach((b) => b.classList.remove('of-card')));
    }
    return card;
  }));
  // The decision's own answers first, then the ways to make Stamina for them.
  const stamina = (b) => /^you (tap|channel) /.test(b.textContent);
  actions.replaceChildren(...buttons.filter((b) => !stamina(b)), ...buttons.filter(stamina));
}

// Lines added to the log, and the log scrolled to its end.
function logLines(lines) {
  const log = $('log');
  for (const line of lines) log.append(el('li', '', line));
  log.scrollTop = log.scrollHeight;
}
