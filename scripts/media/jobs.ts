/** The list of every output file and the scene that draws it. */
import type { SceneFactory } from './core/scene.ts';
import { aboutScene } from './scenes/about.ts';
import { galleryPairs } from './scenes/gallery.ts';
import { heroScene } from './scenes/hero.ts';
import { detailingBasico } from './scenes/course.ts';
import { ceramico, lavadoVapor } from './scenes/gallery-videos.ts';
import { lavadoMotorMotos, limpiezaCascosMotos, pinturaMotos, pulidoEscapeMotos } from './scenes/services-moto.ts';
import {
  ceramicosVidrios,
  limpiezaTapizados,
  pulidoAbrillantado,
  tapizadosMotosAutos,
  tratamientosCuidado,
} from './scenes/services-car.ts';

export type Job =
  | { kind: 'still'; out: string; scene: SceneFactory; width: number; height: number }
  | { kind: 'video'; out: string; scene: SceneFactory; poster?: string; crf?: number };

const still = (out: string, scene: SceneFactory): Job => ({ kind: 'still', out, scene, width: 2400, height: 1600 });
const video = (out: string, scene: SceneFactory, poster?: string, crf?: number): Job => ({
  kind: 'video',
  out,
  scene,
  poster,
  crf,
});

export const jobs: readonly Job[] = [
  { kind: 'still', out: 'hero.jpg', scene: heroScene, width: 2400, height: 1350 },
  still('about.jpg', aboutScene),
  still('services/limpieza-tapizados.jpg', limpiezaTapizados),
  still('services/pulido-abrillantado.jpg', pulidoAbrillantado),
  still('services/tratamientos-cuidado.jpg', tratamientosCuidado),
  still('services/ceramicos-vidrios.jpg', ceramicosVidrios),
  still('services/tapizados-motos-autos.jpg', tapizadosMotosAutos),
  still('services/lavado-motor-motos.jpg', lavadoMotorMotos),
  still('services/pintura-motos.jpg', pinturaMotos),
  still('services/limpieza-cascos-motos.jpg', limpiezaCascosMotos),
  still('services/pulido-escape-motos.jpg', pulidoEscapeMotos),
  still('courses/detailing-basico.jpg', detailingBasico),
  ...Object.entries(galleryPairs).flatMap(([name, pair]) => [
    still(`gallery/${name}-antes.jpg`, pair(true)),
    still(`gallery/${name}-despues.jpg`, pair(false)),
  ]),
  video('services/limpieza-tapizados.mp4', limpiezaTapizados),
  video('services/pulido-abrillantado.mp4', pulidoAbrillantado),
  video('services/ceramicos-vidrios.mp4', ceramicosVidrios),
  video('services/lavado-motor-motos.mp4', lavadoMotorMotos),
  video('services/pintura-motos.mp4', pinturaMotos),
  video('services/limpieza-cascos-motos.mp4', limpiezaCascosMotos),
  video('services/pulido-escape-motos.mp4', pulidoEscapeMotos),
  video('courses/detailing-basico.mp4', detailingBasico),
  video('gallery/lavado-vapor.mp4', lavadoVapor, 'gallery/lavado-vapor.jpg'),
  video('gallery/ceramico.mp4', ceramico, 'gallery/ceramico.jpg'),
];
