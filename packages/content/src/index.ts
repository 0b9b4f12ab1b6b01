export * from './blog-articles.ts';
