/** The plane bends along its width with scroll velocity and keeps the frame's rounded corners. */
export const vertex = /* glsl */ `
attribute vec3 position;
attribute vec2 uv;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
uniform float uBend;
varying vec2 vUv;

void main() {
  vUv = uv;
  vec3 p = position;
  p.y += sin(uv.x * 3.14159265) * uBend * 0.012;
  p.z += sin(uv.y * 3.14159265) * abs(uBend) * 0.004;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
`;

export const fragment = /* glsl */ `
precision highp float;
uniform sampler2D tMap;
uniform vec2 uSize;
uniform vec2 uImage;
uniform float uRadius;
varying vec2 vUv;

void main() {
  // object-fit: cover
  vec2 ratio = vec2(
    min((uSize.x / uSize.y) / (uImage.x / uImage.y), 1.0),
    min((uSize.y / uSize.x) / (uImage.y / uImage.x), 1.0)
  );
  vec2 uv = vec2(vUv.x * ratio.x + (1.0 - ratio.x) * 0.5, vUv.y * ratio.y + (1.0 - ratio.y) * 0.5);
  vec2 px = vUv * uSize;
  vec2 corner = max(abs(px - uSize * 0.5) - (uSize * 0.5 - uRadius), 0.0);
  float alpha = 1.0 - smoothstep(uRadius - 1.0, uRadius, length(corner));
  vec4 color = texture2D(tMap, uv);
  float a = color.a * alpha;
  gl_FragColor = vec4(color.rgb * a, a);
}
`;
