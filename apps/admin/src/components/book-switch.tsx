import { Segmented } from 'antd';

/** The two books every customer has: real money and demo money, never mixed. */
export type Book = 'real' | 'demo';
const BOOKS: readonly Book[] = ['real', 'demo'];
const BOOK_LABELS: Readonly<Record<Book, string>> = { real: 'Real book', demo: 'Demo book' };

/** Switches what a page or card shows between the real and the demo book. */
export function BookSwitch({
  book,
  onChange,
  testId,
  labels = BOOK_LABELS,
}: {
  book: Book;
  onChange(book: Book): void;
  testId: string;
  labels?: Readonly<Record<Book, string>>;
}) {
  return (
    <Segmented<Book>
      value={book}
      onChange={onChange}
      options={BOOKS.map((b) => ({ value: b, label: labels[b] }))}
      data-testid={testId}
    />
  );
}
