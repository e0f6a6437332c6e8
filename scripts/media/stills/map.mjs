// A stylised dotted world map built from rough, hand-drawn continent outlines (lon/lat).
const LAND = [
  // North America
  [[-168, 65], [-140, 70], [-95, 72], [-80, 65], [-62, 58], [-55, 50], [-66, 44], [-70, 42], [-76, 36], [-80, 31], [-80, 26], [-82, 25], [-83, 29], [-90, 29], [-97, 27], [-97, 22], [-105, 20], [-95, 16], [-88, 14], [-83, 9], [-78, 8], [-90, 15], [-105, 22], [-112, 30], [-118, 34], [-124, 40], [-125, 48], [-135, 57], [-150, 60], [-165, 60]],
  // Greenland
  [[-50, 60], [-22, 70], [-20, 80], [-60, 82], [-72, 77], [-55, 68]],
  // South America
  [[-80, 10], [-62, 11], [-50, 2], [-35, -6], [-40, -22], [-50, -30], [-58, -38], [-66, -55], [-73, -48], [-72, -30], [-71, -18], [-81, -5]],
  // Great Britain & Ireland
  [[-5.5, 50], [1.5, 51], [1.8, 52.8], [0, 54], [-2, 55.8], [-2, 57.6], [-3.5, 58.6], [-6.2, 58], [-5.6, 55.5], [-3.3, 54.3], [-4.8, 53.2], [-4.6, 51.6]],
  [[-10, 51.6], [-6, 52], [-5.8, 54.8], [-8, 55.3], [-10, 54]],
  // Europe
  [[-9, 43], [-9, 37], [-2, 36.8], [3, 43], [8, 44], [12, 44], [16, 40], [18.5, 40], [14, 45], [19, 42], [24, 36.5], [28, 41], [40, 41], [45, 45], [40, 48], [32, 60], [30, 70], [20, 70.5], [15, 68], [5, 62], [9, 58], [12, 56], [8, 54], [3, 51], [-2, 48], [-4.5, 48]],
  // Africa
  [[-17, 15], [-17, 21], [-10, 30], [-6, 35.8], [10, 37], [20, 32], [32, 31], [35, 28], [43, 12], [51, 12], [40, -15], [35, -25], [20, -35], [17, -30], [12, -15], [9, -2], [8, 4], [-8, 4], [-15, 10]],
  // Asia (incl. Arabia, India, SE Asia)
  [[40, 41], [45, 45], [40, 48], [32, 60], [30, 70], [60, 75], [100, 78], [140, 72], [170, 68], [180, 65], [160, 60], [140, 55], [135, 45], [128, 35], [122, 30], [120, 22], [108, 20], [106, 10], [100, 14], [99, 8], [101, 3], [98, 10], [97, 17], [92, 22], [88, 22], [80, 15], [77, 8], [73, 18], [70, 22], [62, 25], [57, 26], [50, 30], [48, 28], [55, 25], [57, 20], [52, 16], [44, 13], [42, 17], [35, 28], [35, 36]],
  // Japan
  [[130, 31], [140, 35], [142, 40], [141, 45], [139, 38], [132, 34]],
  // Indonesia / PNG
  [[95, 5], [105, -6], [115, -8.5], [125, -9], [140, -8], [150, -6], [140, -3], [120, 2], [110, 2], [100, -1]],
  // Australia
  [[114, -22], [122, -18], [130, -12], [137, -12], [142, -11], [146, -19], [153, -26], [150, -37], [140, -38], [131, -31], [115, -34]],
];

function inPoly([x, y], poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Dotted map SVG content for a lon/lat window projected to w x h (equirectangular).
 * Returns { svg (dots markup), project(lon, lat) -> [x, y] }.
 */
export function dottedMap({ w, h, lon0 = -180, lon1 = 180, lat0 = 80, lat1 = -58, step = 2.6, r = 1.9, color = '#2C3544' }) {
  const project = (lon, lat) => [((lon - lon0) / (lon1 - lon0)) * w, ((lat0 - lat) / (lat0 - lat1)) * h];
  const dots = [];
  const dLon = step;
  const dLat = step * ((lat0 - lat1) / (lon1 - lon0)) * (w / h);
  for (let lat = lat0; lat >= lat1; lat -= dLat) {
    for (let lon = lon0; lon <= lon1; lon += dLon) {
      if (LAND.some((p) => inPoly([lon, lat], p))) {
        const [x, y] = project(lon, lat);
        dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}"/>`);
      }
    }
  }
  return { svg: `<g fill="${color}">${dots.join('')}</g>`, project };
}

/** Quadratic arc between two points, bulging upwards. */
export function arc([x1, y1], [x2, y2], lift = 0.3) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 - Math.hypot(x2 - x1, y2 - y1) * lift;
  return `M${x1.toFixed(1)} ${y1.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
}
