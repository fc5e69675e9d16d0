// The FAQ module's items in the editor (spec 000 §3 FAQ; issue 12 part 3): a question with its
// plain text answer, as the gateway's FaqItemInput takes them and the site shows them. Both are
// required; the lengths are the upstream's (src/cms/pages/validateModuleFields.ts).
import { rules, type Violation } from '../validation';

export interface FaqItemValue {
  question: string;
  answer: string;
}

const FAQ_QUESTION_MAX = 500;
const FAQ_ANSWER_MAX = 5000;
/** The upstream stores at most this many items. */
export const FAQ_ITEMS_MAX = 100;

export interface FaqItemViolations {
  question?: Violation;
  answer?: Violation;
}

/** Each item's problems, in order (an empty object for an item without any). */
export function faqItemViolations(items: readonly FaqItemValue[]): FaqItemViolations[] {
  const check = (value: string, max: number) => rules.required(value) ?? rules.maxLength(value, max) ?? undefined;
  return items.map((item) => {
    const problems: FaqItemViolations = {};
    const question = check(item.question, FAQ_QUESTION_MAX);
    const answer = check(item.answer, FAQ_ANSWER_MAX);
    if (question) problems.question = question;
    if (answer) problems.answer = answer;
    return problems;
  });
}
