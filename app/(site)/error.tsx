'use client';

// Inside the group's layout, so that its header stays above the message when a page fails.
export { default } from '@/app/error';
