/**
 * The chart compute core: pure, synchronous, DOM-free, run by chart.worker.ts and directly by tests and
 * benches. The candle series it computes on (`CandleSeries`) is in ../base, with the scheduler.
 *
 *   candle-builder.ts  trades → candles, the live merge of REST history and streamed trades, and its rules
 *   aggregate.ts       aggregateTrades, aggregateSeries (shorter → longer interval, KST boundaries)
 *   moving-average.ts  SMA full pass and RollingSma (O(1) per last-bar change or append)
 *   range-extremes.ts  highest high / lowest low of any range in O(1) (sparse tables)
 *   chart-engine.ts    one live chart: candles + averages + high/low + indicators (../indicators) kept together
 *   live-chart.ts      a chart's live trades (from its port): held while the history loads, one tail per take
 *   update-pump.ts     when the worker sends the window its charts' updates (one message in flight)
 *   chart-service.ts   charts by id: the API of the chart worker
 *   history-paging.ts  when a chart loads older history as the user scrolls back, and its cap
 */
export * from './candle-builder';
export * from './aggregate';
export * from './moving-average';
export * from './range-extremes';
export * from './chart-engine';
export * from './live-chart';
export * from './update-pump';
export * from './chart-service';
export * from './history-paging';
