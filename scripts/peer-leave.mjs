// A peer whose signalling socket closes has left: the peers it was signalling with are told so.
//
// Why: a closed tab's data channels often die with the page before their own close gets out, and
// the other side then waits for ICE to give up (2.5-3 s, more on a busy device). The page's
// WebSocket, though, is closed by the browser at once, whatever the page managed to run. PeerJS
// clients take a LEAVE from a peer as "close every connection with it", so a host sees a guest's
// tab closed (and guests their host's) within a few milliseconds of the server noticing.
//
// Only peers that exchanged an offer or an answer are told, and nothing is said while the server
// itself shuts down (every socket closes then, and the peers are not gone). The word goes out a
// moment later (LEAVE_DELAY_MS), so that what the page sent last on its data channels (a host's
// "room closed") lands before its links are cut.

const PAIRING = new Set(['OFFER', 'ANSWER']);
export const LEAVE_DELAY_MS = 150;

/**
 * @param {import('node:events').EventEmitter} peerServer  what ExpressPeerServer returned
 * @param {() => boolean} closing  true once the server is shutting down
 */
export function tellPartnersOnLeave(peerServer, closing) {
  /** @type {Map<string, { send(data: string): void }>} peer id -> its socket */
  const sockets = new Map();
  /** @type {Map<string, Set<string>>} peer id -> the peers it signalled with */
  const partners = new Map();
  const pair = (a, b) => {
    if (!partners.has(a)) partners.set(a, new Set());
    partners.get(a).add(b);
  };

  peerServer.on('connection', (client) => {
    const socket = client.getSocket();
    if (socket) sockets.set(client.getId(), socket);
  });
  peerServer.on('message', (client, message) => {
    const dst = message?.dst;
    // Only between peers both here: an offer to an id nobody holds leaves nothing behind.
    if (typeof dst !== 'string' || !PAIRING.has(message.type) || !sockets.has(dst)) return;
    pair(client.getId(), dst);
    pair(dst, client.getId());
  });
  peerServer.on('disconnect', (client) => {
    const id = client.getId();
    const told = partners.get(id) ?? new Set();
    sockets.delete(id);
    partners.delete(id);
    for (const other of told) partners.get(other)?.delete(id);
    if (told.size === 0 || closing()) return;
    setTimeout(() => {
      // The id came back meanwhile (a reloaded host): its peers may be connecting to it already.
      if (sockets.has(id) || closing()) return;
      for (const other of told) {
        try {
          sockets.get(other)?.send(JSON.stringify({ type: 'LEAVE', src: id, dst: other }));
        } catch {
          // That socket is closing too: its own disconnect follows.
        }
      }
    }, LEAVE_DELAY_MS);
  });
}
