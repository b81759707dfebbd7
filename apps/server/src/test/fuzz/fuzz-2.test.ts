import { defineFuzzShard } from './fuzz-suite';

defineFuzzShard(1, 3);
