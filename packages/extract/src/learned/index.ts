export { applyHints, learnHint } from './learn.js';
export { applyLearnedHints, type StoredHint } from './apply-learned.js';
export {
  LEARNABLE_FIELDS,
  ZLearnedHint,
  type LearnedHint,
  type LearnedValue,
  type PositionedLine,
  type TLearnableField,
} from './learned-hint.js';
export {
  applyLearnedName,
  ZLearnedName,
  type LearnedName,
  type StoredName,
} from './learned-name.js';
