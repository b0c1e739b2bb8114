/** What a finished action reports to the book: the words to announce, and the date the appointment now falls on when it moved. */
export interface ActionDone {
  notice: string;
  movedTo?: string;
}
