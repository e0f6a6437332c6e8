/**
 * @deprecated The old name of ParticleNetwork, kept only because app/(site)/contact-us/page.tsx still imports it
 * and app/ was being edited elsewhere. Switch that import to '@/components/motion/particle-network' and delete this file.
 */
export { ParticleNetwork as ContactField } from './particle-network';
