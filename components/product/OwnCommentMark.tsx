/** «نظر شما» on the customer's own comment, where others' comments have «گزارش». */
export function OwnCommentMark() {
  return <span className="ms-auto rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">نظر شما</span>;
}
