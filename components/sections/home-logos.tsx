import { clients, homeSections, partners } from '@/content/home';
import { LogoWall } from './logo-wall';
import styles from './logo-wall.module.css';

export function HomeLogos() {
  return (
    <div className={`container ${styles.walls}`}>
      <LogoWall heading={homeSections.clients.heading} group="clients" logos={clients} />
      <LogoWall heading={homeSections.partners.heading} group="partners" logos={partners} />
    </div>
  );
}
