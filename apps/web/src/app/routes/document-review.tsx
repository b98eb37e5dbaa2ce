export { ReviewPage as default } from '@/features/review/components/review-page';
