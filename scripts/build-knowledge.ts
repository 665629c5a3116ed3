/** `npm run knowledge:build`: rebuilds data/deck-knowledge.json from data/sources/corpus. */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  buildKnowledge,
  readKnowledgeInputs,
  serializeKnowledge,
} from './knowledge/build-knowledge';

const started = performance.now();
const knowledge = buildKnowledge(readKnowledgeInputs(process.cwd()));
const text = serializeKnowledge(knowledge);
writeFileSync('data/deck-knowledge.json', text);
console.log(
  `data/deck-knowledge.json: ${knowledge.lists.length} lists, ${knowledge.pairs.length} pairs, ` +
    `${knowledge.cardMatchups.length} card matchups, ${knowledge.archetypeMatchups.length} archetype matchups, ` +
    `${(text.length / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
