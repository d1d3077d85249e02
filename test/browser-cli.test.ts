import { expect } from 'chai';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';

describe('agent tools list --type browser', () => {
  const home = tempHome('agent-browser-cli-');
  after(() => home.remove());
  // A registry port nothing listens on: the listing must not need any running service.
  const env = { AGENT_HOME: home.dir, AGENT_API_REGISTRY_PORT: '9' };

  it('lists every browser tool with the modes that allow it, without any running service', async () => {
    const { code, stdout } = await runCli(['tools', 'list', '--type', 'browser', '--json'], { env });
    expect(code).to.equal(0);
    const rows = JSON.parse(stdout) as {
      name: string;
      type: string;
      modes: string[];
      write: boolean;
      requires: string[];
      parameters: string[];
      description: string;
    }[];
    expect(rows.map((r) => r.name)).to.deep.equal([
      'browser_navigate',
      'browser_get_text',
      'browser_extract_table',
      'browser_screenshot',
      'browser_get_form',
      'browser_click',
      'browser_fill',
      'browser_submit',
      'browser_select',
    ]);
    for (const r of rows) {
      expect(r.type).to.equal('browser');
      expect(r.modes).to.deep.equal(['hybrid', 'web']);
      expect(r.requires).to.include('api_mode.browser_enabled');
      expect(r.requires.includes('api_mode.web_automation')).to.equal(r.write);
    }
    expect(rows.find((r) => r.name === 'browser_navigate')!.parameters).to.deep.equal(['url*']);
    expect(rows.find((r) => r.name === 'browser_fill')!.description).to.match(/^Write action \(needs api_mode.web_automation\)/);
  });

  it('prints a table naming the modes', async () => {
    const { code, stdout } = await runCli(['tools', 'list', '--type', 'browser'], { env });
    expect(code).to.equal(0);
    expect(stdout).to.match(/browser_screenshot\s+browser \(hybrid, web\)\s+browser/);
    expect(stdout).to.include('9 tools');
  });
});
