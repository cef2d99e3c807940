'use strict';

/**
 * side-channel's API (get, set, has, delete, assert) on the browser's own WeakMap and Map, for qs in the
 * bundles (tools/webpack.cjs aliases `side-channel` here). The package reaches the same maps through
 * get-intrinsic, call-bind and object-inspect (the last only to word an error message): about 7 kB brotli
 * in every bundle that parses the URL with qs.
 */
module.exports = function getSideChannel() {
  var objects;
  var others;
  var isObject = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function');
  };
  var mapFor = function (key, create) {
    if (isObject(key)) {
      if (!objects && create) objects = new WeakMap();
      return objects;
    }
    if (!others && create) others = new Map();
    return others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      var map = mapFor(key, false);
      return !!map && map.delete(key);
    },
    get: function (key) {
      var map = mapFor(key, false);
      return map && map.get(key);
    },
    has: function (key) {
      var map = mapFor(key, false);
      return !!map && map.has(key);
    },
    set: function (key, value) {
      mapFor(key, true).set(key, value);
    },
  };
  return channel;
};
