import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with elements inside it, so a link keeps its place in every language's
 * word order: `t("x.policy")` is "Read the <0>cancellation policy</0> first." and
 * `<Trans message={…} elements={[<Anchor href="…" />]} />` wraps the words between <0> and </0>
 * in the first element. Text stays text (React escapes it); tags without an element stay words.
 */
export function Trans({ message, elements }: { message: string; elements: ReactElement<{ children?: ReactNode }>[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    const index = Number(match[1]);
    const element = elements[index];
    parts.push(message.slice(at, match.index));
    parts.push(element ? cloneElement(element, { key: `${index}-${match.index}` }, match[2]) : match[2]);
    at = match.index + match[0].length;
  }
  parts.push(message.slice(at));
  return <Fragment>{parts}</Fragment>;
}
