// Following the game, strings loaded with the parts that use them (not in the first download): the
// log's player filter and search, and the "while you were away" card and its board marks.
export const followEn = {
  'follow.filter': 'Filter the log',
  'follow.players': 'Show lines of',
  'follow.all': 'All',
  'follow.search': 'Search the log',
  'follow.searchPlaceholder': 'Search',
  'follow.clear': 'Clear the search',
  'follow.none': 'No lines match.',
  'follow.count': '{n, plural, one {# line matches} other {# lines match}}',
  'follow.awayTitle': 'While you were away',
  'follow.awayMore': '{n, plural, one {# more line in the log} other {# more lines in the log}}',
  'follow.awayMarked': '{n, plural, =0 {Nothing on the board changed.} one {# item changed on the board, marked with a green ring:} other {# items changed on the board, marked with green rings:}}',
  'follow.awayLog': 'Log',
  'follow.pageChanged': 'items changed since your last move',
  'follow.changed': 'Changed since your last move.',
} as const;
