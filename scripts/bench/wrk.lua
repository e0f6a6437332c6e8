-- wrk script for the bench, in one of three modes (BENCH_MODE):
--   page     GETs one page as a browser would (compressed), or the pages of BENCH_PATHS (a,b,...) in turn;
--   enquiry  POSTs distinct contact enquiries, each with its own Idempotency-Key, and writes the reference of
--            every 201 to BENCH_REFS, so the bench can prove each answered enquiry was stored;
--   beacon   POSTs distinct page-view beacons to /api/insights as a phone's Chrome sends them, each view id
--            BENCH_TAG (8 hex digits) and a counter, so the bench counts the rows of this run alone; each from the
--            next of BENCH_ADDRESSES client addresses in turn (X-Forwarded-For), one /24 each, so each is a visitor
--            of its own and stays far below the beacon limit a minute. BENCH_FIRST_ADDRESS moves the range.
-- Every mode prints one line, BENCH-JSON {...}, with the latency percentiles and the answers by status.
local mode = os.getenv("BENCH_MODE") or "page"
local origin = os.getenv("BENCH_ORIGIN") or "http://127.0.0.1:3000"
local refsFile = os.getenv("BENCH_REFS")
local tag = os.getenv("BENCH_TAG") or "00000000"
local addresses = tonumber(os.getenv("BENCH_ADDRESSES") or "3000")
local firstAddress = tonumber(os.getenv("BENCH_FIRST_ADDRESS") or "0")
local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "", "[^,]+") do table.insert(paths, path) end
-- isbot lets this through (HeadlessChrome it would not): a beacon from it is counted like a visitor's.
local PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
local PAGES = { "/", "/contact-us", "/services", "/about-us", "/blog", "/no-such-page" }
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  refs = {}
end

if mode == "enquiry" then
  function request()
    counter = counter + 1
    local key = string.format("bench-%d-%d-%d", id, os.time(), counter)
    local body = string.format('{"first_name":"Bench","last_name":"Runner","company_name":"Load Test Ltd","mobile_no":"7700900123","mobile_country_code":"+44","email_address":"bench%d.%d@example.org","message":"Load test enquiry %s.","subscribe":[]}', id, counter, key)
    return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["Origin"] = origin, ["Idempotency-Key"] = key }, body)
  end
elseif mode == "beacon" then
  -- Address n is 10.(n / 256).(n % 256).1: the rate limit keys the whole address, the visitor key its /24.
  local function address(n)
    return string.format("10.%d.%d.1", math.floor(n / 256) % 256, n % 256)
  end
  function request()
    counter = counter + 1
    local body = string.format('{"kind":"pageview","view":"%s%08x","path":"%s","width":412,"referrer":"www.google.com","utm":{"source":"bench"}}',
      tag, counter, PAGES[counter % #PAGES + 1])
    local headers = { ["Content-Type"] = "text/plain;charset=UTF-8", ["Origin"] = origin, ["User-Agent"] = PHONE,
      ["X-Forwarded-For"] = address(firstAddress + counter % addresses) }
    return wrk.format("POST", "/api/insights", headers, body)
  end
else
  wrk.headers["Accept"] = "text/html"
  wrk.headers["Accept-Encoding"] = "br, gzip"
  if #paths > 0 then
    function request()
      counter = counter + 1
      return wrk.format("GET", paths[counter % #paths + 1])
    end
  end
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if mode == "enquiry" and status == 201 then
    local ref = string.match(body, '"ref":"([^"]+)"')
    if ref then refs[#refs + 1] = ref end
  end
end

function done(summary, latency, requests)
  local totals = {}
  local out = refsFile and io.open(refsFile, "w")
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do totals[status] = (totals[status] or 0) + count end
    if out then
      for _, ref in ipairs(thread:get("refs")) do out:write(ref, "\n") end
    end
  end
  if out then out:close() end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%d":%d', status, count)) end
  io.write(string.format('BENCH-JSON {"requests":%d,"seconds":%.3f,"bytes":%d,"errors":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, table.concat(parts, ",")))
end
