// Zapotec's later strings, loaded by the suggestion chunk: the reasons "Suggest a move" gives.
// The game's own strings are in en.ts beside this file, loaded with the game.
export const zapotecHintEn = {
  'z.hint.pick': '{n, plural, one {# open {property} space} other {# open {property} spaces}} to build on',
  'z.hint.pickIncome': 'Income up to {income} from your {resource} line; {n, plural, one {# {property} space} other {# {property} spaces}} open',
  'z.hint.pyramidDone': 'Completes the {property} pyramid: +{n} at the end',
  'z.hint.pyramidLead': 'Leads the {property} pyramid, {mine, plural, one {# level} other {# levels}} to {others}',
  'z.hint.pyramid': 'A level on the {property} pyramid: +{n} at the end',
  'z.hint.ritual': 'Ritual “{name}”: worth {n} to you now',
  'z.hint.sacrificeRank': 'Sacrifice step {step}: {rank, plural, =1 {first} =2 {second} other {third}} on the track',
  'z.hint.sacrifice': 'Climbs the sacrifice track to step {step}',
  'z.hint.buildSet': 'Completes a ritual set: +{n} at the end',
  'z.hint.buildPyramid': 'A house your pyramids count: +{n} at the end',
  'z.hint.buildRegion': '{n, plural, one {# house} other {# houses}} of yours in {region} now',
  'z.hint.res': 'Brings {list}',
  'z.hint.resFor': 'Brings {list}: enough for a {what}',
  'z.hint.palace': 'palace',
};
