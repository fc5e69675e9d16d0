// The CSS linter (npm run lint:css, a step of npm test): stylelint's standard rules, less those
// that fight this project's deliberate way of writing CSS. Each switched-off or changed rule says why.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // Short rules stand on one line, so a file reads as a table of selectors.
    'declaration-block-single-line-max-declarations': null,
    // A blank line separates groups of related rules, not every rule from the next.
    'rule-empty-line-before': null,
    // A comment stands directly above the rule it explains, inside its group.
    'comment-empty-line-before': null,
    // An @media or @supports block stands right after the rules it adapts, in their group.
    'at-rule-empty-line-before': null,
    // It compares selectors by their last compound alone, so it flags rules for different elements
    // (`.watchlist__bar h2:focus` before `.watchlist-feed h2`) and a state written beside its base
    // (`.calendar__status:empty` before `.calendar__status`); the files are ordered by component.
    'no-descending-specificity': null,
    // BEM class names: block, block__element, block--modifier, in kebab-case (a preset may be numbers: `cms-section--67-33`); a modifier may be a
    // value of the data as it is (`calendar__day--noEvents`, calendarMonth.ts's DayState).
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*)?$',
      { message: (name) => `Expected class "${name}" to be BEM in kebab-case (block__element--modifier)` },
    ],
    // Browsers of about 2021 on are supported (spec 000 §8); range syntax `(width >= 48em)` came to Safari in 2023.
    'media-feature-range-notation': 'prefix',
  },
};
