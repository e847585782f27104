export { QueryLayout as default } from '@/components/layout/QueryLayout';
