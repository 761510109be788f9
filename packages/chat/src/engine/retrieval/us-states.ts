// U.S. states by name, and the patterns that find one in a question: any state named, and a move to one ("going to
// live with my daughter in Tennessee", "retiring to Florida").

/** U.S. states by name, to notice a visitor asking about one the agency does not serve. */
export const usStates = [
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
];
export const statePattern = new RegExp(`\\b(${usStates.join('|')})\\b`, 'g');

/** "Going to live with my daughter in Tennessee": a move. */
export const goingToLivePattern = new RegExp(
  `\\b(going to|gonna|will|plan(ning)? to|about to) (live|stay|settle)\\b[^.?!]{0,40}?\\bin (${usStates.join('|')})\\b`,
);

/** "Retiring to Florida", "heading down to Georgia": a move. */
export const retiringTo = new RegExp(
  `\\b(retir\\w*|going|headed|heading|snowbird\\w*) (down |up |out |back )?to (${usStates.join('|')})\\b`,
);
