import { Camera, Mesh, Plane, Program, Renderer, Texture, Transform } from 'ogl';
import { fragment, vertex } from './shaders';

/** The scroll deformation's constants (docs/product.md#motion). */
export const GL = { segments: 10, fov: 45, maxDpr: 1.2, minScale: 0.25, maxScale: 1, maxBend: 10, radius: 16 } as const;

interface Item {
  frame: HTMLElement;
  mesh: Mesh;
  texture: Texture;
  program: Program;
  /** The still image last uploaded; videos upload every frame. */
  uploaded?: HTMLImageElement | undefined;
}

export interface Scene {
  destroy(): void;
}

const FRAME_MS = 1000 / 60;
const SMOOTHING_MS = 90;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The element a frame currently shows: the playing video on wide screens, otherwise the image. */
function source(frame: HTMLElement): HTMLVideoElement | HTMLImageElement | null {
  const video = frame.querySelector('video');
  if (video && video.readyState >= 2) return video;
  const ready = (image: HTMLImageElement | null) => (image && image.complete && image.naturalWidth > 0 ? image : null);
  return ready(frame.querySelector<HTMLImageElement>('img[data-motion]')) ?? ready(frame.querySelector('img'));
}

/**
 * One fixed canvas over the page draws the media frames only while the page scrolls; at rest it hides and the
 * real media shows again. Returns null when WebGL is unavailable, so the plain media simply stays.
 */
export function createScene(frames: HTMLElement[]): Scene | null {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('data-gl-canvas', '');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: '5', visibility: 'hidden' });

  let renderer: Renderer;
  try {
    const probe = canvas.getContext('webgl', { alpha: true, antialias: false, premultipliedAlpha: true });
    if (!probe) return null;
    renderer = new Renderer({ canvas, dpr: Math.min(window.devicePixelRatio, GL.maxDpr), alpha: true, antialias: false, premultipliedAlpha: true });
  } catch {
    return null;
  }
  const gl = renderer.gl;
  document.body.appendChild(canvas);

  const camera = new Camera(gl, { fov: GL.fov, near: 1, far: 10_000 });
  const scene = new Transform();
  const geometry = new Plane(gl, { widthSegments: GL.segments, heightSegments: GL.segments });
  const items: Item[] = frames.map((frame) => {
    const texture = new Texture(gl, { generateMipmaps: false, minFilter: gl.LINEAR, magFilter: gl.LINEAR, wrapS: gl.CLAMP_TO_EDGE, wrapT: gl.CLAMP_TO_EDGE });
    const program = new Program(gl, {
      vertex,
      fragment,
      transparent: true,
      uniforms: { tMap: { value: texture }, uBend: { value: 0 }, uSize: { value: [1, 1] }, uImage: { value: [1, 1] }, uRadius: { value: GL.radius } },
    });
    // Initialise ogl's texture state now, so its first render does not replace our uploads with an empty pixel.
    texture.update();
    const mesh = new Mesh(gl, { geometry, program });
    mesh.setParent(scene);
    return { frame, mesh, texture, program };
  });

  let scale: number = GL.maxScale;
  let width = 0;
  let height = 0;
  const resize = () => {
    width = window.innerWidth;
    height = window.innerHeight;
    renderer.setSize(width * scale, height * scale);
    canvas.style.width = '100vw';
    canvas.style.height = '100vh';
    camera.perspective({ aspect: width / height });
    // One world unit is one CSS pixel at the plane's depth.
    camera.position.z = height / 2 / Math.tan((GL.fov * Math.PI) / 360);
  };
  resize();

  let frame = 0;
  let lastY = window.scrollY;
  let velocity = 0;
  let lastTime = performance.now();
  let live = false;

  const upload = (item: Item) => {
    const element = source(item.frame);
    if (!element) return false;
    try {
      return uploadFrom(item, element);
    } catch {
      // A frame that cannot be read (e.g. a cross-origin host without CORS) keeps its plain media.
      return false;
    }
  };

  const uploadFrom = (item: Item, element: HTMLVideoElement | HTMLImageElement) => {
    if (element instanceof HTMLImageElement && item.uploaded === element) return true;
    item.uploaded = element instanceof HTMLImageElement ? element : undefined;
    const w = element instanceof HTMLVideoElement ? element.videoWidth : element.naturalWidth;
    const h = element instanceof HTMLVideoElement ? element.videoHeight : element.naturalHeight;
    item.texture.bind();
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, true);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, element);
    item.program.uniforms.uImage!.value = [w, h];
    return true;
  };

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    canvas.style.visibility = next ? 'visible' : 'hidden';
    for (const item of items) item.frame.toggleAttribute('data-gl-live', next && item.mesh.visible);
  };

  const draw = (now: number) => {
    frame = 0;
    const delta = now - lastTime;
    lastTime = now;
    // Rendering scale follows how long frames take, clamped between GL.minScale and GL.maxScale.
    const target = clamp(scale * (delta > 34 ? 0.85 : delta < 20 ? 1.05 : 1), GL.minScale, GL.maxScale);
    if (Math.abs(target - scale) > 0.05) {
      scale = target;
      resize();
    }
    // Velocity in pixels per 60 Hz frame, smoothed over time rather than frames so slow devices settle as fast.
    const y = window.scrollY;
    const raw = ((y - lastY) * FRAME_MS) / Math.max(delta, 1);
    velocity += (raw - velocity) * (1 - Math.exp(-delta / SMOOTHING_MS));
    lastY = y;
    const bend = clamp(velocity, -GL.maxBend, GL.maxBend);
    let drawn = 0;
    for (const item of items) {
      const rect = item.frame.getBoundingClientRect();
      const onScreen = rect.bottom > 0 && rect.top < height && rect.width > 0;
      item.mesh.visible = onScreen && upload(item);
      if (!item.mesh.visible) continue;
      drawn += 1;
      item.mesh.scale.set(rect.width, rect.height, 1);
      item.mesh.position.set(rect.left + rect.width / 2 - width / 2, height / 2 - (rect.top + rect.height / 2), 0);
      item.program.uniforms.uBend!.value = bend;
      item.program.uniforms.uSize!.value = [rect.width, rect.height];
    }
    const moving = Math.abs(velocity) > 0.05;
    if (drawn > 0) {
      renderer.render({ scene, camera });
      setLive(moving);
    }
    if (moving && !document.hidden) frame = requestAnimationFrame(draw);
    else setLive(false);
  };

  const wake = () => {
    if (!frame && !document.hidden) {
      lastTime = performance.now();
      frame = requestAnimationFrame(draw);
    }
  };
  const onVisibility = () => {
    if (document.hidden && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
      setLive(false);
    }
  };

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', wake);
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', onVisibility);
    canvas.removeEventListener('webglcontextlost', onLost);
    setLive(false);
    for (const item of items) {
      item.program.remove();
      gl.deleteTexture(item.texture.texture);
    }
    geometry.remove();
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    canvas.remove();
  };
  const onLost = (event: Event) => {
    event.preventDefault();
    destroy();
  };

  window.addEventListener('scroll', wake, { passive: true });
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', onVisibility);
  canvas.addEventListener('webglcontextlost', onLost);
  return { destroy };
}
