// A seat of a match refereed by exile-server, over WebSocket (the
// server's protocol: doc/protocol.md).
//
// The server holds the match and every card the seat may not see. Each
// time the match moves on (a decision asked of either seat, the end), the
// page asks for a sample: a whole match that the seat's view cannot tell
// from the real one, the cards the seat cannot see dealt again at random
// by the server. The page loads it into its own library (web_load()) and
// draws it as the seat sees it, so the board, the prompt and the actions
// in words are the library's, and the page's memory holds nothing of the
// hidden cards. An action is sent as the text exile_action_format()
// writes, numbered with the decision it answers; the log is the server's
// events, in the words the library gives the seat.
'use strict';

function joinServer(lib, url, token) {
  // What the page knows of the match; window.exileSession for a test.
  const s = {
    me: -1, decide: null, over: null, shown: -1, note: '', received: [], refused: 0,
  };
  window.exileSession = s;
  let ws;
  try {
    ws = new WebSocket(url);
  } catch (e) {
    $('prompt').textContent = `Cannot connect to ${url}: ${e.message}`;
    return { close() {} };
  }
  const send = (text) => { if (ws.readyState === WebSocket.OPEN) ws.send(text); };
  // A test sends what a forged client would.
  s.send = send;
  const clock = setInterval(() => showClock(s), 1000);

  function render() {
    // Until the first sample the page's library holds no match of the server's.
    if (s.shown < 0) {
      if (s.over !== null) $('prompt').textContent = s.over.text;
      $('note').textContent = s.note;
      return;
    }
    const state = JSON.parse(lib.state(0));
    // The actions are offered for the decision the sample stands for only.
    const asked = s.decide !== null && s.decide.n === s.shown && s.over === null;
    if (!asked) {
      state.actions = [];
      state.actionTexts = [];
      state.actionInstances = [];
    }
    if (s.over !== null) state.prompt = s.over.text;
    draw(state, 'Opponent', (i) => {
      for (const b of document.querySelectorAll('#actions button')) b.disabled = true;
      send(`act #${s.decide.n} ${state.actionTexts[i]}`);
    });
    if (s.over !== null) $('prompt').className = 'prompt over';
    $('note').textContent = s.note;
    showClock(s);
  }

  function onMessage(msg) {
    switch (msg.type) {
      case 'welcome':
        if (msg.role !== 'seat') {
          $('prompt').textContent = 'This token is not a seat\'s: the page plays a seat.';
          ws.close();
          return;
        }
        s.me = msg.seat;
        break;
      case 'decide':
        s.decide = msg;
        s.deadline = Date.now() + msg.ms;
        s.note = '';
        send('sample');
        break;
      case 'wait':
        s.decide = null;
        send('sample');
        break;
      case 'over':
        s.over = msg;
        s.decide = null;
        render();
        send('sample');
        break;
      case 'sample':
        if (lib.load(msg.notation, s.me) !== 0) {
          s.note = 'The server sent a match this page cannot read.';
          $('note').textContent = s.note;
          return;
        }
        s.shown = msg.n;
        render();
        break;
      case 'event':
        // An event that only says the action before it again (repeats) is left out.
        if (!msg.repeats && !lib.quietEvent(msg.kind)) logLines([msg.text]);
        break;
      case 'refused':
        s.refused++;
        s.note = `Refused: ${msg.reason}`;
        render();
        break;
      case 'error':
        s.note = `The server says: ${msg.text}`;
        $('note').textContent = s.note;
        break;
      default:
        break;
    }
  }

  // Nothing of the match played before stays on the page.
  for (const id of ['opponent', 'you', 'combat', 'hand', 'actions']) $(id).replaceChildren();
  ws.onopen = () => send(`hello ${token}`);
  ws.onmessage = (e) => {
    s.received.push(e.data);
    let msg;
    try {
      msg = JSON.parse(e.data);
    } catch {
      return;
    }
    onMessage(msg);
  };
  ws.onclose = () => {
    clearInterval(clock);
    if (s.over === null) $('note').textContent = 'The connection to the server is closed.';
  };
  ws.onerror = () => { $('note').textContent = `Cannot reach the server at ${url}.`; };
  $('prompt').textContent = `Joining the match at ${url}…`;
  return {
    close() {
      clearInterval(clock);
      ws.close();
    },
  };
}

// The seconds left for the seat's decision, as the server counts them.
function showClock(s) {
  const asked = s.decide !== null && s.over === null;
  $('clock').textContent = asked ? `${Math.max(0, Math.ceil((s.deadline - Date.now()) / 1000))} s left` : '';
}
