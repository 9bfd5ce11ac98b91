// The page's entry. By default seat 0 plays against a bundled bot in seat
// 1, the match held in the page's own library. With a server's address and
// a seat's token (the Join form, or ?server=ws://HOST:PORT&token=TOKEN in
// the address) it plays that seat of a match exile-server referees
// (online.js).
'use strict';

const params = new URLSearchParams(location.search);
// Milliseconds between two bot actions, so a person can follow them.
const botDelay = Number(params.get('delay') ?? 350);

let api = null;
let logShown = 0;
let botTimer = null;
// The server connection while the page plays a server's match.
let session = null;

function refresh() {
  const state = JSON.parse(api.state(logShown));
  draw(state, 'Bot', act);
  logLines(state.log);
  logShown = state.logCount;
  clearTimeout(botTimer);
  if (state.winner < 0 && state.toAct === 1 - state.me) botTimer = setTimeout(botStep, botDelay);
}

function botStep() {
  api.botStep();
  refresh();
}

function act(i) {
  if (api.apply(i) === 0) refresh();
}

function leaveServer() {
  if (session) session.close();
  session = null;
}

function newMatch() {
  clearTimeout(botTimer);
  leaveServer();
  const seed = Number($('seed').value) >>> 0;
  if (api.newMatch(seed, $('bot').value) !== 0) {
    $('prompt').textContent = 'The match could not be started.';
    return;
  }
  logShown = 0;
  $('log').replaceChildren();
  $('note').textContent = '';
  $('clock').textContent = '';
  refresh();
}

function joinMatch() {
  clearTimeout(botTimer);
  leaveServer();
  $('log').replaceChildren();
  session = joinServer(api, $('server').value.trim(), $('token').value.trim());
}

createExile().then((module) => {
  api = {
    newMatch: module.cwrap('web_new', 'number', ['number', 'string']),
    load: module.cwrap('web_load', 'number', ['string', 'number']),
    botStep: module.cwrap('web_bot_step', 'number', []),
    apply: module.cwrap('web_apply', 'number', ['number']),
    state: module.cwrap('web_state', 'string', ['number']),
    cards: module.cwrap('web_cards', 'string', []),
    quietEvent: module.cwrap('web_quiet_event', 'number', ['number']),
  };
  cards = JSON.parse(api.cards());
  if (params.has('bot')) {
    const bot = params.get('bot');
    if (![...$('bot').options].some((o) => o.value === bot)) $('bot').append(new Option(bot, bot));
    $('bot').value = bot;
  }
  if (params.has('seed')) $('seed').value = params.get('seed');
  $('new-match').addEventListener('click', newMatch);
  $('join').addEventListener('click', joinMatch);
  // For a test (or a curious player): the module itself, to ask the library directly.
  window.exileModule = module;
  if (params.has('server') && params.has('token')) {
    $('server').value = params.get('server');
    $('token').value = params.get('token');
    joinMatch();
  } else {
    newMatch();
  }
});
