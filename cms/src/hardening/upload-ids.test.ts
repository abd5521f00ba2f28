import { describe, expect, it } from 'vitest';
import { uploadIdProblem } from './upload-ids';

describe('uploadIdProblem', () => {
  it.each([
    ['POST', '/upload', { fileInfo: '{"name":"a.png","folder":"x"}' }, 'fileInfo.folder must be null or an id (a whole number from 1 to 2147483647), got "x"'],
    ['POST', '/upload', { fileInfo: { folder: 0 } }, 'fileInfo.folder must be null or an id (a whole number from 1 to 2147483647), got 0'],
    [
      'POST',
      '/upload',
      { fileInfo: ['{"folder":1}', '{"folder":99999999999}'] },
      'fileInfo[1].folder must be null or an id (a whole number from 1 to 2147483647), got 99999999999',
    ],
    ['POST', '/upload', { fileInfo: '{"folder":' }, 'fileInfo must be JSON'],
    ['POST', '/upload', { fileInfo: '[1]' }, 'fileInfo must be an object'],
    ['POST', '/api/upload', { fileInfo: { folder: 1.5 } }, 'fileInfo.folder must be null or an id (a whole number from 1 to 2147483647), got 1.5'],
    ['POST', '/UPLOAD/', { fileInfo: { folder: '-1' } }, 'fileInfo.folder must be null or an id (a whole number from 1 to 2147483647), got "-1"'],
    ['POST', '/upload/folders', { name: 'a', parent: 'root' }, 'parent must be null or an id (a whole number from 1 to 2147483647), got "root"'],
    ['PUT', '/upload/folders/3', { parent: { id: 1 } }, 'parent must be null or an id (a whole number from 1 to 2147483647), got {"id":1}'],
    [
      'POST',
      '/upload/actions/bulk-move',
      { destinationFolderId: 'x', fileIds: [1] },
      'destinationFolderId must be null or an id (a whole number from 1 to 2147483647), got "x"',
    ],
    [
      'POST',
      '/upload/actions/bulk-move',
      { destinationFolderId: null, fileIds: [1, 'two'] },
      'fileIds[1] must be an id (a whole number from 1 to 2147483647), got "two"',
    ],
    ['POST', '/upload/actions/bulk-delete', { folderIds: 'all' }, 'folderIds must be a list of ids'],
  ])('%s %s %j', (method, path, body, problem) => {
    expect(uploadIdProblem(method, path, body)).toBe(problem);
  });

  it.each([
    ['POST', '/upload', { fileInfo: '{"name":"a.png","folder":null}' }],
    ['POST', '/upload', { fileInfo: { name: 'a.png', folder: '12' } }],
    ['POST', '/upload', { fileInfo: [{ folder: 1 }, '{"folder":2147483647}'] }],
    ['POST', '/upload', {}],
    ['POST', '/upload/folders', { name: 'a', parent: null }],
    ['POST', '/upload/actions/bulk-move', { destinationFolderId: 4, fileIds: ['1', 2], folderIds: [] }],
    ['POST', '/api/newsletter', { folder: 'x' }],
    ['GET', '/upload', { fileInfo: { folder: 'x' } }],
  ])('lets %s %s %j through', (method, path, body) => {
    expect(uploadIdProblem(method, path, body)).toBeNull();
  });
});
