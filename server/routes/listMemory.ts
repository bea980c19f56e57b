/**
 * What a resource's list route remembers between requests, all of it by the table's change version
 * (rowCounts.ts), so none of it outlives a write: whole answers (and their compressed bytes), the
 * totals of searches and filters, and where each page ended.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery, PageEnd } from '../db/listRows';
import { createEncodedAnswers } from './encodedAnswers';
import { createListCache, createSmallValuesCache } from './listCache';

export function createListMemory() {
  const answers = createListCache();
  // A search's or filter's total, so that its pages 2, 3… do not count its matches again (counting
  // is most of the first page of a common surname: BENCHMARKS.md, "page 1 just after a write").
  const totals = createSmallValuesCache<number>();
  // Where each page ended, so that Next starts there (listRows.ts PageEnd).
  const pageEnds = createSmallValuesCache<PageEnd>();
  const encodedAnswer = createEncodedAnswers();

  /** What is known of `query` at `table` (its version and kept count), asked by `request`. */
  return function recall(request: FastifyRequest, query: ListQuery, table: { version: number; total: number }, unfiltered: boolean) {
    const { version } = table;
    const answerKey = `${request.account.role}|${JSON.stringify(query)}`;
    // A total depends on the search and filters, not on the page, its size or its order.
    const totalKey = JSON.stringify([query.search, query.filters, query.ranges, query.ids]);
    const pageKey = (page: number) => `${totalKey}|${query.sort}|${query.order}|${query.limit}|${page}`;
    return {
      answer: answers.get(answerKey, version),
      total: unfiltered ? table.total : totals.get(totalKey, version),
      previousPageEnd: query.page && query.page > 1 ? pageEnds.get(pageKey(query.page - 1), version) : undefined,

      /** Keeps a new answer and what it found, and where its page ended. */
      keep(answer: string, total: number, end: PageEnd | undefined) {
        answers.set(answerKey, version, answer);
        totals.set(totalKey, version, total);
        if (query.page && end) pageEnds.set(pageKey(query.page), version, end);
      },

      /** The answer as `request` accepts it (compressed once per version). */
      send: (reply: FastifyReply, answer: string) => encodedAnswer(request, reply, answerKey, version, answer),
    };
  };
}
