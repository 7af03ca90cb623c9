// What a turn request's count names, and how the enhanced form's beacon carries it to the Worker: the address the
// browser builds (turnCountUrl) read back as the Worker reads it (turnFromQuery). Vehicles come from site.yaml.
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { siteConfig } from '../site.config.ts';
import { channelFromQuery } from './counts.ts';
import { turnCountUrl, turnFromQuery, turnOf } from './turn-counts.ts';
import { readTurnRequest } from './turn-request.ts';

const { vehicles } = siteConfig.texts.turn;
const { query } = routes.enquiryCount;
const option = siteConfig.contactFormServices[0] ?? '';

/** A beacon's address read back as the Worker's handler reads it (src/enquiry/routes.tsx). */
function readBack(url: string) {
  const params = new URL(url, 'https://elitegaragespa.com').searchParams;
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    service: get(query.service),
    channel: channelFromQuery(get(query.channel)),
    turn: turnFromQuery({ weekday: get(query.weekday), band: get(query.band), vehicle: get(query.vehicle) }, vehicles),
  };
}

describe("a turn request's count", () => {
  it("the beacon carries each of the content's vehicles, however it is spelled, and the Worker reads it back", () => {
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      const turn = turnOf({ day: '2026-11-28', band: 'afternoon', vehicle }, vehicles);
      expect(turn).toEqual({ weekday: 'saturday', band: 'afternoon', vehicle });
      expect(readBack(turnCountUrl(option, turn))).toEqual({ service: option, channel: 'turn', turn });
    }
  });

  it('names the vehicle by its category alone: the make and model typed never reach the address', () => {
    const vehicle = vehicles.at(-1) ?? '';
    const request = readTurnRequest(new URLSearchParams({ vehicle, model: 'Honda CB 190', day: '', band: '' }));
    const url = turnCountUrl(option, turnOf(request, vehicles));
    expect(url).not.toContain('Honda');
    expect(new URL(url, 'https://elitegaragespa.com').searchParams.get(query.vehicle)).toBe(vehicle);
  });

  it('no vehicle, or one not in the list, counts as "any"; an unknown weekday or band is not a turn', () => {
    const open = { day: '', band: '' };
    expect(turnOf({ ...open, vehicle: '' }, vehicles).vehicle).toBe('any');
    expect(turnOf({ ...open, vehicle: 'Tractor' }, vehicles).vehicle).toBe('any');
    expect(turnOf({ ...open, vehicle: ` ${vehicles[0]}` }, vehicles).vehicle).toBe('any');
    expect(turnFromQuery({ weekday: 'monday', band: 'any' }, vehicles)).toEqual({
      weekday: 'monday',
      band: 'any',
      vehicle: 'any',
    });
    expect(turnFromQuery({ weekday: 'monday', band: 'any', vehicle: 'Tractor' }, vehicles)?.vehicle).toBe('any');
    expect(turnFromQuery({ weekday: 'funday', band: 'any', vehicle: vehicles[0] }, vehicles)).toBeUndefined();
    expect(turnFromQuery({ weekday: 'monday', band: 'noche', vehicle: vehicles[0] }, vehicles)).toBeUndefined();
  });
});
