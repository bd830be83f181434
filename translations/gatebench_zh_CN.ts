<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>gatebench::AnswersImporter</name>
        <message>
            <source>this names the candidate %1, but the candidate id of the row is %2</source>
            <translation>此处指向候选方案“%1”，但该行的候选方案编号是 %2</translation>
        </message>
        <message>
            <source>the row names no candidate</source>
            <translation>该行未指明候选方案</translation>
        </message>
        <message>
            <source>the row names no question</source>
            <translation>该行未指明问题</translation>
        </message>
        <message>
            <source>%1 is not a requirement of this evaluation</source>
            <translation>%1 不是本评估的评估项</translation>
        </message>
        <message>
            <source>%1 is not a question of the questionnaire: use the id of a requirement or of a commercial question</source>
            <translation>%1 不是问卷中的问题：请使用评估项编号或商务问题编号</translation>
        </message>
        <message>
            <source>the question %1 belongs to the requirement %1, not to %2</source>
            <translation>问题 %1 属于评估项 %1，而不是 %2</translation>
        </message>
        <message>
            <source>the question %1 is a commercial question and belongs to no requirement, not to %2</source>
            <translation>问题 %1 是商务问题，不属于任何评估项，也不属于 %2</translation>
        </message>
        <message>
            <source>%1 answers the question %2 twice in the import (first on line %3)</source>
            <translation>%1 在本次导入中两次回答了问题 %2（第一次在第 %3 行）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AssessmentGridModel</name>
        <message>
            <source>Set aside</source>
            <translation>暂不纳入</translation>
        </message>
        <message>
            <source>no score</source>
            <translation>无得分</translation>
        </message>
        <message>
            <source>Eliminated by gate %1</source>
            <translation>因门槛项“%1”淘汰</translation>
        </message>
        <message>
            <source>Blocked by %1</source>
            <translation>受阻于“%1”</translation>
        </message>
        <message>
            <source>Eligible, rank %1</source>
            <translation>合格，排名第 %1</translation>
        </message>
        <message>
            <source>, only on a waiver of %1 until %2</source>
            <translation>，但仅凭对“%1”的豁免（有效期至 %2）</translation>
        </message>
        <message>
            <source>(consensus)</source>
            <translation>（共识）</translation>
        </message>
        <message>
            <source>you: %1</source>
            <translation>您：%1</translation>
        </message>
        <message>
            <source>Not scored yet: counts as 0 and is listed as missing</source>
            <translation>尚未评分：按 0 计，并列为缺失</translation>
        </message>
        <message>
            <source>Consensus score %1</source>
            <translation>共识得分 %1</translation>
        </message>
        <message>
            <source>Mean of %1 reviewers: %2</source>
            <translation>%1 位评审人的平均分：%2</translation>
        </message>
        <message>
            <source>Your score: %1</source>
            <translation>您的评分：%1</translation>
        </message>
        <message>
            <source>For information, not ranked: the candidate has not passed every gate</source>
            <translation>仅供参考，不参与排名：该候选方案尚未通过全部门槛项</translation>
        </message>
        <message>
            <source>Fails: %1</source>
            <translation>未通过：%1</translation>
        </message>
        <message>
            <source>Unknown: %1</source>
            <translation>未知：%1</translation>
        </message>
        <message>
            <source>%1
(gate)</source>
            <translation>%1
（门槛项）</translation>
        </message>
        <message>
            <source>%1
(bonus ×%2)</source>
            <translation>%1
（加分项 ×%2）</translation>
        </message>
        <message>
            <source>Gate criterion %1: P pass, F fail, U unknown, W waive (owner, reason, expiry)</source>
            <translation>门槛项“%1”：P 通过，F 未通过，U 未知，W 豁免（负责人、理由、到期日期）</translation>
        </message>
        <message>
            <source>Bonus criterion %1: type 0-5 for your score, Delete to clear it</source>
            <translation>加分项“%1”：输入 0-5 作为您的评分，按 Delete 清除</translation>
        </message>
        <message>
            <source>Eliminated by %1 failing gates: %2</source>
            <translation>因 %1 个门槛项未通过而淘汰：%2</translation>
        </message>
        <message>
            <source>Blocked by %1 open gates: %2</source>
            <translation>受阻于 %1 个未定门槛项：%2</translation>
        </message>
        <message>
            <source>%1 gates, numbers %2</source>
            <translation>%1 个门槛项，编号 %2</translation>
        </message>
        <message>
            <source>(provisional)</source>
            <translation>（暂定）</translation>
        </message>
        <message>
            <source>Provisional: the scores lie %1 points apart; the mean stands until the chair sets a consensus score</source>
            <translation>暂定：各评分相差 %1 分；在主席设定共识评分之前，暂以平均分计</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AssessmentsTab</name>
        <message>
            <source>As of:</source>
            <translation>评估基准日：</translation>
        </message>
        <message>
            <source>The date waivers are judged on: a waiver holds through its expiry date</source>
            <translation>判断豁免是否有效所依据的日期：豁免在到期日当天仍然有效</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>今天</translation>
        </message>
        <message>
            <source>Paste block</source>
            <translation>粘贴区块</translation>
        </message>
        <message>
            <source>Paste verdicts (P, F, U, W or the words) and scores copied from a spreadsheet, starting at the current cell (Ctrl+V)</source>
            <translation>从当前单元格开始，粘贴从电子表格复制的结论（P、F、U、W 或对应文字）和得分（Ctrl+V）</translation>
        </message>
        <message>
            <source>Export gate matrix…</source>
            <translation>导出门槛矩阵…</translation>
        </message>
        <message>
            <source>As PNG…</source>
            <translation>PNG 格式…</translation>
        </message>
        <message>
            <source>As SVG…</source>
            <translation>SVG 格式…</translation>
        </message>
        <message>
            <source>Keys: arrows move · gate cell: P pass, F fail, U unknown, W waive · bonus cell: 0–5 your score, Delete clears it · Enter: evidence · Ctrl+C / Ctrl+V: copy / paste a block</source>
            <translation>快捷键：方向键移动 · 门槛项单元格：P 通过，F 未通过，U 未知，W 豁免 · 加分项单元格：0–5 为您的评分，Delete 清除 · Enter：证据 · Ctrl+C / Ctrl+V：复制 / 粘贴区块</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation>门槛矩阵（评估基准日 %1）</translation>
        </message>
        <message>
            <source>Press U to set a gate back to Unknown.</source>
            <translation>按 U 可将门槛项改回“未知”。</translation>
        </message>
        <message>
            <source>Scores go from 0 to 5.</source>
            <translation>得分范围为 0 到 5。</translation>
        </message>
        <message>
            <source>Your score (%1): %2</source>
            <translation>您的评分（%1）：%2</translation>
        </message>
        <message>
            <source>The clipboard holds no cells to paste.</source>
            <translation>剪贴板中没有可粘贴的单元格。</translation>
        </message>
        <message>
            <source>Nothing was pasted: the block runs past the edge of the grid (%1 cells outside).</source>
            <translation>未粘贴任何内容：区块超出了表格边界（%1 个单元格在表格外）。</translation>
        </message>
        <message>
            <source>Pasted %1 cells as one step (Edit &gt; Undo takes it back).</source>
            <translation>已作为一个步骤粘贴 %1 个单元格（可通过“编辑 &gt; 撤销”撤回）。</translation>
        </message>
        <message>
            <source>%1 — owner: %2; review on %3</source>
            <translation>%1——负责人：%2；复审日期：%3</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>暂无</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>无日期</translation>
        </message>
        <message>
            <source>Deferred items (no verdict or score until reviewed):</source>
            <translation>暂缓项（复审前不判定、不评分）：</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditCommand</name>
        <message>
            <source>Print the audit log of an evaluation, newest first: who did what and when (in the cluster's time zone). Never writes to FILE.</source>
            <translation>按时间倒序输出评估的审计日志：谁在何时（集群时区）做了什么。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Print JSON (keys and values language-neutral).</source>
            <translation>输出 JSON（键和值与语言无关）。</translation>
        </message>
        <message numerus="yes">
            <source>Audit log, newest first; times in %1. %n entries.</source>
            <translation>
                <numerusform>审计日志（按时间倒序，时间为 %1），共 %n 条。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 %3 (%4)</source>
            <translation>%1：%2 %3（%4）</translation>
        </message>
        <message>
            <source>%1: %2 %3 (%4), fields %5</source>
            <translation>%1：%2 %3（%4），字段：%5</translation>
        </message>
        <message numerus="yes">
            <source>%n more row(s) not listed.</source>
            <translation>
                <numerusform>另有 %n 行未列出。</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the entries after a snapshot (its name), or after the last snapshot taken on or before a date YYYY-MM-DD (with none: from that date, UTC).</source>
            <translation>只列出某个快照（按名称）之后的条目，或某日期 YYYY-MM-DD 当天或之前最后一个快照之后的条目（若没有快照：自该日期起，UTC）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditLabels</name>
        <message>
            <source>Added</source>
            <translation>新增</translation>
        </message>
        <message>
            <source>Changed</source>
            <translation>修改</translation>
        </message>
        <message>
            <source>Removed</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Waived</source>
            <translation>已豁免</translation>
        </message>
        <message>
            <source>Waiver undone</source>
            <translation>撤销豁免</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Imported</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Import undone</source>
            <translation>撤销导入</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Assessment</source>
            <translation>评估</translation>
        </message>
        <message>
            <source>Bonus score</source>
            <translation>加分项评分</translation>
        </message>
        <message>
            <source>PoC run</source>
            <translation>PoC 运行记录</translation>
        </message>
        <message>
            <source>PoC scenario</source>
            <translation>PoC 场景</translation>
        </message>
        <message>
            <source>Cost line</source>
            <translation>成本明细</translation>
        </message>
        <message>
            <source>Cost scenario</source>
            <translation>成本场景</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>Reviewer</source>
            <translation>评审人</translation>
        </message>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>Baseline job</source>
            <translation>基线任务</translation>
        </message>
        <message>
            <source>Evidence file</source>
            <translation>证据文件</translation>
        </message>
        <message>
            <source>Vendor answer</source>
            <translation>厂商答复</translation>
        </message>
        <message>
            <source>Column mapping</source>
            <translation>列映射</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>%1 (Chinese)</source>
            <translation>%1（中文）</translation>
        </message>
        <message>
            <source>%1 (English)</source>
            <translation>%1（英文）</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>Waiver owner</source>
            <translation>豁免负责人</translation>
        </message>
        <message>
            <source>Waiver reason</source>
            <translation>豁免理由</translation>
        </message>
        <message>
            <source>Waiver expiry</source>
            <translation>豁免到期日</translation>
        </message>
        <message>
            <source>Evidence note</source>
            <translation>证据说明</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>链接</translation>
        </message>
        <message>
            <source>Updated at</source>
            <translation>更新时间</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Consensus</source>
            <translation>共识</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>顺序</translation>
        </message>
        <message>
            <source>Origin</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Vendor</source>
            <translation>厂商</translation>
        </message>
        <message>
            <source>Route</source>
            <translation>技术路线</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>部署方式</translation>
        </message>
        <message>
            <source>Why consider it</source>
            <translation>考虑理由</translation>
        </message>
        <message>
            <source>Verify first</source>
            <translation>优先验证</translation>
        </message>
        <message>
            <source>Risks</source>
            <translation>风险</translation>
        </message>
        <message>
            <source>Lock-in</source>
            <translation>锁定风险</translation>
        </message>
        <message>
            <source>Cost template</source>
            <translation>成本模板</translation>
        </message>
        <message>
            <source>As of</source>
            <translation>评估基准日</translation>
        </message>
        <message>
            <source>Sources</source>
            <translation>资料来源</translation>
        </message>
        <message>
            <source>Aliases</source>
            <translation>别名</translation>
        </message>
        <message>
            <source>In the evaluation</source>
            <translation>纳入评估</translation>
        </message>
        <message>
            <source>Reason set aside</source>
            <translation>搁置理由</translation>
        </message>
        <message>
            <source>In the PoC</source>
            <translation>纳入 PoC</translation>
        </message>
        <message>
            <source>Tier</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Acceptance rule</source>
            <translation>验收规则</translation>
        </message>
        <message>
            <source>Evidence required</source>
            <translation>需要证据</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Review date</source>
            <translation>复审日期</translation>
        </message>
        <message>
            <source>Metric rule</source>
            <translation>指标规则</translation>
        </message>
        <message>
            <source>File name</source>
            <translation>文件名</translation>
        </message>
        <message>
            <source>File type</source>
            <translation>文件类型</translation>
        </message>
        <message>
            <source>Size (bytes)</source>
            <translation>大小（字节）</translation>
        </message>
        <message>
            <source>Content</source>
            <translation>内容</translation>
        </message>
        <message>
            <source>Added by</source>
            <translation>添加人</translation>
        </message>
        <message>
            <source>Added at</source>
            <translation>添加时间</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>角色</translation>
        </message>
        <message>
            <source>Simulated</source>
            <translation>模拟</translation>
        </message>
        <message>
            <source>Staff (FTE)</source>
            <translation>人力（FTE）</translation>
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation>年度综合人力成本</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>单价</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>Periods per year</source>
            <translation>每年周期数</translation>
        </message>
        <message>
            <source>Growth</source>
            <translation>增长率</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <source>Tax included</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>答复</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>链接</translation>
        </message>
        <message>
            <source>Cluster time zone</source>
            <translation>集群时区</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>Organisation</source>
            <translation>组织</translation>
        </message>
        <message>
            <source>Training pool</source>
            <translation>训练资源池</translation>
        </message>
        <message>
            <source>Interactive and inference pool</source>
            <translation>交互与推理资源池</translation>
        </message>
        <message>
            <source>Analysis window</source>
            <translation>分析窗口</translation>
        </message>
        <message>
            <source>Top losses</source>
            <translation>主要损失</translation>
        </message>
        <message>
            <source>USD exchange rate</source>
            <translation>美元汇率</translation>
        </message>
        <message>
            <source>Evaluation</source>
            <translation>评估工作区</translation>
        </message>
        <message>
            <source>GPU inventory</source>
            <translation>GPU 资源清单</translation>
        </message>
        <message>
            <source>Exchange rates</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>Decision report</source>
            <translation>决策报告</translation>
        </message>
        <message>
            <source>Decision draft</source>
            <translation>决策草案</translation>
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation>厂商问题</translation>
        </message>
        <message>
            <source>Minimum runs</source>
            <translation>最少运行次数</translation>
        </message>
        <message>
            <source>Run id</source>
            <translation>运行编号</translation>
        </message>
        <message>
            <source>Run number</source>
            <translation>运行序号</translation>
        </message>
        <message>
            <source>Submitted at</source>
            <translation>提交时间</translation>
        </message>
        <message>
            <source>Started at</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Available at</source>
            <translation>可用时间</translation>
        </message>
        <message>
            <source>Finished at</source>
            <translation>结束时间</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>是否成功</translation>
        </message>
        <message>
            <source>Failure reason</source>
            <translation>失败原因</translation>
        </message>
        <message>
            <source>Queue wait (s)</source>
            <translation>排队时间（秒）</translation>
        </message>
        <message>
            <source>Submit to available (s)</source>
            <translation>提交到可用时间（秒）</translation>
        </message>
        <message>
            <source>GPU hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>Operation steps</source>
            <translation>操作步骤数</translation>
        </message>
        <message>
            <source>Manual interventions</source>
            <translation>人工干预次数</translation>
        </message>
        <message>
            <source>Recovery time (s)</source>
            <translation>故障恢复时间（秒）</translation>
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation>无需厂商即可诊断</translation>
        </message>
        <message>
            <source>Source file</source>
            <translation>来源文件</translation>
        </message>
        <message>
            <source>Source line</source>
            <translation>来源行号</translation>
        </message>
        <message>
            <source>Source SHA-256</source>
            <translation>来源文件 SHA-256</translation>
        </message>
        <message>
            <source>Workflow coverage</source>
            <translation>工作流覆盖</translation>
        </message>
        <message>
            <source>Essential workflow step</source>
            <translation>必要工作流步骤</translation>
        </message>
        <message>
            <source>Workflow step</source>
            <translation>工作流步骤</translation>
        </message>
        <message>
            <source>Coverage</source>
            <translation>覆盖方式</translation>
        </message>
        <message>
            <source>Owning team</source>
            <translation>负责团队</translation>
        </message>
        <message>
            <source>Permission boundary</source>
            <translation>权限边界</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Overridden</source>
            <translation>已否决计算结果</translation>
        </message>
        <message>
            <source>Override undone</source>
            <translation>撤销否决</translation>
        </message>
        <message>
            <source>Change undone</source>
            <translation>撤销修改</translation>
        </message>
        <message>
            <source>Edited</source>
            <translation>已编辑</translation>
        </message>
        <message>
            <source>Edit undone</source>
            <translation>撤销编辑</translation>
        </message>
        <message>
            <source>Set aside</source>
            <translation>暂不纳入</translation>
        </message>
        <message>
            <source>Setting aside undone</source>
            <translation>撤销搁置</translation>
        </message>
        <message>
            <source>Brought back</source>
            <translation>重新纳入</translation>
        </message>
        <message>
            <source>Bringing back undone</source>
            <translation>撤销重新纳入</translation>
        </message>
        <message>
            <source>Moved</source>
            <translation>已移动</translation>
        </message>
        <message>
            <source>Move undone</source>
            <translation>撤销移动</translation>
        </message>
        <message>
            <source>Override</source>
            <translation>主席裁定</translation>
        </message>
        <message>
            <source>Override reason</source>
            <translation>裁定理由</translation>
        </message>
        <message>
            <source>Overridden by</source>
            <translation>裁定人</translation>
        </message>
        <message>
            <source>Overridden at</source>
            <translation>裁定时间</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Owner of a loss</source>
            <translation>损失负责人</translation>
        </message>
        <message>
            <source>Improvement target</source>
            <translation>改进目标</translation>
        </message>
        <message>
            <source>GPU quota</source>
            <translation>GPU 配额</translation>
        </message>
        <message>
            <source>In use from</source>
            <translation>使用起始日</translation>
        </message>
        <message>
            <source>In use until</source>
            <translation>使用截止日</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>损失</translation>
        </message>
        <message>
            <source>Metric</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>Grouped by</source>
            <translation>分组依据</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>分组</translation>
        </message>
        <message>
            <source>Baseline value</source>
            <translation>基线值</translation>
        </message>
        <message>
            <source>Target value</source>
            <translation>目标值</translation>
        </message>
        <message>
            <source>Weekday daytime starts</source>
            <translation>工作日白天开始时刻</translation>
        </message>
        <message>
            <source>Weekday daytime ends</source>
            <translation>工作日白天结束时刻</translation>
        </message>
        <message>
            <source>Analysis window from</source>
            <translation>分析窗口起始日</translation>
        </message>
        <message>
            <source>Analysis window to</source>
            <translation>分析窗口截止日</translation>
        </message>
        <message>
            <source>Exit readiness</source>
            <translation>退出就绪度</translation>
        </message>
        <message>
            <source>Exit item</source>
            <translation>退出检查项</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>Recommended option</source>
            <translation>推荐方案</translation>
        </message>
        <message>
            <source>Alternative option</source>
            <translation>备选方案</translation>
        </message>
        <message>
            <source>Key assumptions</source>
            <translation>关键假设</translation>
        </message>
        <message>
            <source>Exit path</source>
            <translation>退出路径</translation>
        </message>
        <message>
            <source>Signed by</source>
            <translation>签署人</translation>
        </message>
        <message>
            <source>Signed at</source>
            <translation>签署时间</translation>
        </message>
        <message>
            <source>Seal recorded</source>
            <translation>已登记封签</translation>
        </message>
        <message>
            <source>Seal record undone</source>
            <translation>封签登记已撤销</translation>
        </message>
        <message>
            <source>Packet imported</source>
            <translation>已导入评分包</translation>
        </message>
        <message>
            <source>Packet import undone</source>
            <translation>评分包导入已撤销</translation>
        </message>
        <message>
            <source>Member's packet</source>
            <translation>委员的评分包</translation>
        </message>
        <message>
            <source>Member's seal</source>
            <translation>委员的封签</translation>
        </message>
        <message>
            <source>Seal</source>
            <translation>封签</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>已签字</translation>
        </message>
        <message>
            <source>Decision frozen</source>
            <translation>决策已冻结</translation>
        </message>
        <message>
            <source>Decision reopened</source>
            <translation>决策已重新开启</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>签字</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>决策</translation>
        </message>
        <message>
            <source>Consensus score set</source>
            <translation>设定共识评分</translation>
        </message>
        <message>
            <source>Consensus score undone</source>
            <translation>已撤销共识评分</translation>
        </message>
        <message>
            <source>Revealed</source>
            <translation>已揭晓</translation>
        </message>
        <message>
            <source>Reveal undone</source>
            <translation>已撤销揭晓</translation>
        </message>
        <message>
            <source>Consensus score</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>Scoring round</source>
            <translation>评分轮次</translation>
        </message>
        <message>
            <source>Four-week plan</source>
            <translation>四周计划</translation>
        </message>
        <message>
            <source>Plan check</source>
            <translation>计划检查项</translation>
        </message>
        <message>
            <source>Start date</source>
            <translation>开始日期</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查项</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Snapshot taken</source>
            <translation>已拍摄快照</translation>
        </message>
        <message>
            <source>Snapshot undone</source>
            <translation>已撤销快照</translation>
        </message>
        <message>
            <source>Meeting</source>
            <translation>会议</translation>
        </message>
        <message>
            <source>Attendance</source>
            <translation>出席</translation>
        </message>
        <message>
            <source>Agenda item</source>
            <translation>议程项</translation>
        </message>
        <message>
            <source>Meeting's decision</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>Meeting's action</source>
            <translation>会议待办事项</translation>
        </message>
        <message>
            <source>Snapshot</source>
            <translation>快照</translation>
        </message>
        <message>
            <source>Fingerprint</source>
            <translation>指纹</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>开放</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>已关闭</translation>
        </message>
        <message>
            <source>Agree</source>
            <translation>同意</translation>
        </message>
        <message>
            <source>Agree with reservations</source>
            <translation>有保留地同意</translation>
        </message>
        <message>
            <source>Dissent</source>
            <translation>反对</translation>
        </message>
        <message>
            <source>Scoring round opened</source>
            <translation>评分轮次已开启</translation>
        </message>
        <message>
            <source>Opening of a round undone</source>
            <translation>已撤销开启评分轮次</translation>
        </message>
        <message>
            <source>Scoring round closed</source>
            <translation>评分轮次已关闭</translation>
        </message>
        <message>
            <source>Closing of a round undone</source>
            <translation>已撤销关闭评分轮次</translation>
        </message>
        <message>
            <source>Signature undone</source>
            <translation>已撤销签字</translation>
        </message>
        <message>
            <source>Freeze undone</source>
            <translation>已撤销冻结</translation>
        </message>
        <message>
            <source>Reopening undone</source>
            <translation>已撤销重新开启</translation>
        </message>
        <message>
            <source>Scheduling policy</source>
            <translation>调度策略</translation>
        </message>
        <message>
            <source>Exchange rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>Cost line multiplier</source>
            <translation>成本明细系数</translation>
        </message>
        <message>
            <source>Rejected import row</source>
            <translation>导入时被拒绝的行</translation>
        </message>
        <message>
            <source>Decision freeze</source>
            <translation>决策冻结</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>选择</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditLog</name>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>The waiver of %1 was undone; the gate is %2 again.</source>
            <translation>已撤销%1的豁免，该门槛项恢复为“%2”。</translation>
        </message>
        <message>
            <source>%1 waived until %2. Owner: %3. Reason: %4</source>
            <translation>%1豁免至 %2。负责人：%3。理由：%4</translation>
        </message>
        <message>
            <source>Added %1 %2.</source>
            <translation>新增 %1：%2。</translation>
        </message>
        <message>
            <source>Removed %1 %2.</source>
            <translation>删除 %1：%2。</translation>
        </message>
        <message>
            <source>%1 of %2: %3 → %4.</source>
            <translation>%2的%1：%3 → %4。</translation>
        </message>
        <message>
            <source>Undo: %1</source>
            <translation>撤销：%1</translation>
        </message>
        <message>
            <source>Redo: %1</source>
            <translation>重做：%1</translation>
        </message>
        <message>
            <source>When</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>When (%1)</source>
            <translation>时间（%1）</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>操作人</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Record type</source>
            <translation>记录类型</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Old value</source>
            <translation>旧值</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>新值</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>说明</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 from %2: %3 added, %4 changed.</source>
            <translation>
                <numerusform>从 %2 导入 %n 行 %1：新增 %3 行，修改 %4 行。</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation>新增</translation>
        </message>
        <message>
            <source>Changed</source>
            <translation>修改</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>变更</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Fields changed</source>
            <translation>修改的字段</translation>
        </message>
        <message>
            <source>%1 (SHA-256 %2)</source>
            <translation>%1（SHA-256 %2）</translation>
        </message>
        <message>
            <source>Import no. %1</source>
            <translation>导入 #%1</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Set %1 aside. Reason: %2</source>
            <translation>已将%1搁置。原因：%2</translation>
        </message>
        <message>
            <source>Brought %1 back into the evaluation.</source>
            <translation>已将%1重新纳入评估。</translation>
        </message>
        <message>
            <source>Moved %1: %2.</source>
            <translation>已移动 %1：%2。</translation>
        </message>
        <message>
            <source>Edited %1: %2.</source>
            <translation>已修改 %1：%2。</translation>
        </message>
        <message numerus="yes">
            <source> %n line(s) rejected.</source>
            <translation>
                <numerusform> %n 行被拒绝。</numerusform>
            </translation>
        </message>
        <message>
            <source> Times read in %1.</source>
            <translation> 时间按 %1 时区读取。</translation>
        </message>
        <message numerus="yes">
            <source> %n duplicate(s) of jobs already in the evaluation left out.</source>
            <translation>
                <numerusform> 评估中已有的任务 %n 条重复，未再导入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 from %2: %3 added, %4 updated.</source>
            <translation>
                <numerusform>从 %2 导入 %n 行 %1：新增 %3 行，更新 %4 行。</numerusform>
            </translation>
        </message>
        <message>
            <source>Sealed: what this entry recorded is hidden until the scoring round is revealed.</source>
            <translation>已封存：在评分轮次揭晓之前，此条目记录的内容不予显示。</translation>
        </message>
        <message>
            <source>member %1</source>
            <translation>成员 %1</translation>
        </message>
        <message>
            <source>operating-system user %1</source>
            <translation>操作系统用户 %1</translation>
        </message>
        <message>
            <source>Scoring round %1 opened.</source>
            <translation>评分轮次 %1 已开启。</translation>
        </message>
        <message>
            <source>Scoring round %1 closed.</source>
            <translation>评分轮次 %1 已关闭。</translation>
        </message>
        <message>
            <source>Today's policy</source>
            <translation>现状策略</translation>
        </message>
        <message>
            <source>Exported what-if load of %1</source>
            <translation>为 %1 导出的回放负载</translation>
        </message>
        <message>
            <source>Sealed, shown to you alone until the round is revealed.</source>
            <translation>已封存，在评分轮次揭晓之前仅向您显示。</translation>
        </message>
        <message>
            <source>Sealed, shown to you alone until the round is revealed: %1</source>
            <translation>已封存，在评分轮次揭晓之前仅向您显示：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditLogPage</name>
        <message>
            <source>Audit log</source>
            <translation>审计日志</translation>
        </message>
        <message>
            <source>Search the log</source>
            <translation>搜索日志</translation>
        </message>
        <message>
            <source>Who:</source>
            <translation>操作人：</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 条记录</numerusform>
            </translation>
        </message>
        <message>
            <source>Every change to this evaluation, with who made it and when (times shown in the cluster's time zone, stored in UTC). The log is append-only.</source>
            <translation>本评估的每一次变更，以及变更人和时间（按集群时区显示，以 UTC 存储）。日志只能追加。</translation>
        </message>
        <message>
            <source>Record type:</source>
            <translation>记录类型：</translation>
        </message>
        <message>
            <source>Export CSV...</source>
            <translation>导出 CSV…</translation>
        </message>
        <message>
            <source>Save the whole log as a CSV file (UTF-8), in the interface language</source>
            <translation>将完整日志按界面语言保存为 CSV 文件（UTF-8）</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>导出审计日志</translation>
        </message>
        <message>
            <source>%1-audit-log.csv</source>
            <translation>%1-审计日志.csv</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Choose an entry to see it whole; an import's entry lists the rows it added and changed.</source>
            <translation>选择一条记录以查看全文；导入记录会列出其新增和修改的行。</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;——%2——%3 %4</translation>
        </message>
        <message numerus="yes">
            <source>%n more row(s) not listed.</source>
            <translation>
                <numerusform>另有 %n 行未列出。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineCharts</name>
        <message>
            <source>(no team)</source>
            <translation>（无团队）</translation>
        </message>
        <message>
            <source>P50</source>
            <translation>P50</translation>
        </message>
        <message>
            <source>P90</source>
            <translation>P90</translation>
        </message>
        <message>
            <source>%1 (no started jobs)</source>
            <translation>%1（无已开始的任务）</translation>
        </message>
        <message>
            <source>Queue wait (%1)</source>
            <translation>排队时间（%1）</translation>
        </message>
        <message>
            <source>min</source>
            <translation>分钟</translation>
        </message>
        <message>
            <source>h</source>
            <translation>小时</translation>
        </message>
        <message>
            <source>Queue wait (%1); the axis ends at the largest team P95</source>
            <translation>排队时间（%1）；坐标轴止于各团队 P95 的最大值</translation>
        </message>
        <message>
            <source>Allocated</source>
            <translation>分配</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>活跃</translation>
        </message>
        <message>
            <source>Effective</source>
            <translation>有效</translation>
        </message>
        <message>
            <source>Share of the cluster's GPU-hours (%); capacity inferred from the peak allocation</source>
            <translation>占集群 GPU 小时的比例（%）；容量按分配峰值推断</translation>
        </message>
        <message>
            <source>Share of the cluster's GPU-hours (%)</source>
            <translation>占集群 GPU 小时的比例（%）</translation>
        </message>
        <message>
            <source>Failed jobs</source>
            <translation>失败任务</translation>
        </message>
        <message>
            <source>Other reasons</source>
            <translation>其他原因</translation>
        </message>
        <message>
            <source>jobs</source>
            <translation>个任务</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务数</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineCommand</name>
        <message>
            <source>Print the baseline of an evaluation from its job records: jobs, queue waits (P50/P90), outcomes, the three utilization measures and idle GPU-hours, each by team, task type, GPU type and time slot, the top three losses, the improvement targets and the coverage warnings. Never writes to FILE.</source>
            <translation>根据任务记录输出评估的基线：任务数、排队时间（P50/P90）、结果、三种利用率和空闲 GPU 小时，均按团队、任务类型、GPU 类型和时段细分；以及前三项主要损失、改进目标和覆盖警告。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</source>
            <translation>输出 JSON（等待时间以秒为单位，占比取值 0 到 1，用量以 GPU 小时为单位）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineDaysChart</name>
        <message>
            <source>%1 %2</source>
            <extracomment>a day on the axis of the per-day utilization chart: the weekday's short name and the date</extracomment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Day (weekends shaded)</source>
            <translation>日期（阴影为周末）</translation>
        </message>
        <message>
            <source>Share of the GPU capacity (%)</source>
            <translation>占 GPU 容量的比例（%）</translation>
        </message>
        <message>
            <source>Weekend</source>
            <translation>周末</translation>
        </message>
        <message>
            <source>Allocated</source>
            <translation>分配</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>活跃</translation>
        </message>
        <message>
            <source>Effective</source>
            <translation>有效</translation>
        </message>
        <message>
            <source>%1, %2: %3%</source>
            <translation>%1，%2：%3%</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineDemand</name>
        <message>
            <source>Only a recurring compute line billed monthly takes its quantity from the baseline</source>
            <translation>只有按月计费的周期性算力费用行才从基线取数量</translation>
        </message>
        <message>
            <source>The target utilization must be above 0 % and at most 100 %</source>
            <translation>目标利用率必须大于 0 % 且不超过 100 %</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineEdits</name>
        <message>
            <source>%1 is not a metric of the baseline</source>
            <translation>%1 不是基线的指标</translation>
        </message>
        <message>
            <source>%1 is not a grouping of the baseline</source>
            <translation>%1 不是基线的分组方式</translation>
        </message>
        <message>
            <source>The target value must be a number</source>
            <translation>目标值必须是数字</translation>
        </message>
        <message>
            <source>A GPU pool needs a GPU type</source>
            <translation>GPU 节点池必须指定 GPU 类型</translation>
        </message>
        <message>
            <source>A GPU pool cannot have a negative number of nodes or GPUs</source>
            <translation>GPU 节点池的节点数或 GPU 数不能为负</translation>
        </message>
        <message>
            <source>A GPU pool cannot end before it begins</source>
            <translation>GPU 节点池的结束日期不能早于开始日期</translation>
        </message>
        <message>
            <source>A loss needs a key</source>
            <translation>损失必须有标识键</translation>
        </message>
        <message>
            <source>Clear the owner of a loss</source>
            <translation>清除损失的负责人</translation>
        </message>
        <message>
            <source>Make %1 the owner of a loss</source>
            <translation>将“%1”设为损失的负责人</translation>
        </message>
        <message>
            <source>Add the improvement target %1</source>
            <translation>添加改进目标“%1”</translation>
        </message>
        <message>
            <source>Change the improvement target %1</source>
            <translation>修改改进目标“%1”</translation>
        </message>
        <message>
            <source>Remove an improvement target</source>
            <translation>删除改进目标</translation>
        </message>
        <message>
            <source>A quota needs a team</source>
            <translation>配额必须指定团队</translation>
        </message>
        <message>
            <source>A quota cannot be negative</source>
            <translation>配额不能为负数</translation>
        </message>
        <message>
            <source>Set the GPU quota of team %1 to %2</source>
            <translation>将团队“%1”的 GPU 配额设为 %2</translation>
        </message>
        <message>
            <source>Remove the GPU quota of team %1</source>
            <translation>删除团队“%1”的 GPU 配额</translation>
        </message>
        <message>
            <source>Add the GPU pool %1</source>
            <translation>添加 GPU 节点池“%1”</translation>
        </message>
        <message>
            <source>Change the GPU pool %1</source>
            <translation>修改 GPU 节点池“%1”</translation>
        </message>
        <message>
            <source>Remove a GPU pool</source>
            <translation>删除 GPU 节点池</translation>
        </message>
        <message>
            <source>The weekday day must start before it ends, within 0 to 24 h</source>
            <translation>工作日白天的开始时刻必须早于结束时刻，且在 0 到 24 时之间</translation>
        </message>
        <message>
            <source>Set the weekday daytime to %1:00-%2:59</source>
            <translation>将工作日白天设为 %1:00-%2:59</translation>
        </message>
        <message>
            <source>The analysis window needs a first day on or before its last</source>
            <translation>分析窗口的第一天不能晚于最后一天</translation>
        </message>
        <message>
            <source>Set the analysis window to %1 - %2</source>
            <translation>将分析窗口设为 %1 至 %2</translation>
        </message>
        <message>
            <source>Use the span of the job records as analysis window</source>
            <translation>以任务记录的时间跨度作为分析窗口</translation>
        </message>
        <message>
            <source>Remove the improvement target %1</source>
            <translation>删除改进目标“%1”</translation>
        </message>
        <message>
            <source>The improvement target no longer exists</source>
            <translation>该改进目标已不存在</translation>
        </message>
        <message>
            <source>The PoC does not measure this metric: the target can become a bonus criterion, not a metric gate</source>
            <translation>PoC 不测量此指标：该目标只能转为加分项，不能转为指标门槛项</translation>
        </message>
        <message>
            <source>A target becomes a bonus criterion or a metric gate</source>
            <translation>目标只能转为加分项或指标门槛项</translation>
        </message>
        <message>
            <source>The analysis window may be at most %L1 days long</source>
            <translation>分析窗口最长 %L1 天</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineInventoryDialog</name>
        <message>
            <source>Pool</source>
            <translation>资源池</translation>
        </message>
        <message>
            <source>GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>节点数</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>每节点 GPU 数</translation>
        </message>
        <message>
            <source>From (yyyy-MM-dd)</source>
            <translation>起始日（年-月-日）</translation>
        </message>
        <message>
            <source>To (yyyy-MM-dd)</source>
            <translation>截止日（年-月-日）</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Quota (GPUs)</source>
            <translation>配额（GPU 数）</translation>
        </message>
        <message>
            <source>GPU inventory and team quotas</source>
            <translation>GPU 清单和团队配额</translation>
        </message>
        <message>
            <source>The GPUs of the cluster today, the capacity every utilization is measured against. A pool applies from and to the days given (both included, cluster time); leave a day empty for no limit. Without any pool the capacity is inferred from the peak allocation.</source>
            <translation>集群目前的 GPU，即衡量各项利用率所依据的容量。节点池在给定的起止日期内有效（含首尾两天，按集群时间）；日期留空表示不设限制。如果没有任何节点池，则按分配峰值推断容量。</translation>
        </message>
        <message>
            <source>Add pool</source>
            <translation>添加节点池</translation>
        </message>
        <message>
            <source>Remove pool</source>
            <translation>删除节点池</translation>
        </message>
        <message>
            <source>GPU inventory</source>
            <translation>GPU 资源清单</translation>
        </message>
        <message>
            <source>The GPUs each team is promised (empty: no quota). Quota satisfaction is the share of time in which a team's queued demand up to its quota was served.</source>
            <translation>承诺给每个团队的 GPU 数（留空表示无配额）。配额满足率是指团队在配额以内的排队需求得到满足的时间占比。</translation>
        </message>
        <message>
            <source>Team quotas</source>
            <translation>团队配额</translation>
        </message>
        <message>
            <source>A pool needs a name.</source>
            <translation>节点池必须有名称。</translation>
        </message>
        <message>
            <source>“%1” is not a day: write it as yyyy-MM-dd, or leave it empty for no limit.</source>
            <translation>“%1”不是日期：请按“年-月-日”格式填写（如 2026-11-30），或留空表示不设限制。</translation>
        </message>
        <message>
            <source>“%1” is not a number.</source>
            <translation>“%1”不是数字。</translation>
        </message>
        <message>
            <source>new-pool</source>
            <translation>新节点池</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineJobsModel</name>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 小时 %2 分钟</translation>
        </message>
        <message>
            <source>%1 d %2 h</source>
            <translation>%1 天 %2 小时</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>未开始</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>User</source>
            <translation>用户</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU 数</translation>
        </message>
        <message>
            <source>Submitted (%1)</source>
            <translation>提交时间（%1）</translation>
        </message>
        <message>
            <source>Started (%1)</source>
            <translation>开始时间（%1）</translation>
        </message>
        <message>
            <source>Ended (%1)</source>
            <translation>结束时间（%1）</translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation>排队时间</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Failure reason</source>
            <translation>失败原因</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineMetrics</name>
        <message>
            <source>Weekday daytime</source>
            <translation>工作日白天</translation>
        </message>
        <message>
            <source>Weekday night</source>
            <translation>工作日夜间</translation>
        </message>
        <message>
            <source>Weekend</source>
            <translation>周末</translation>
        </message>
        <message>
            <source>Success rate</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>Allocated share</source>
            <translation>分配占比</translation>
        </message>
        <message>
            <source>Active share</source>
            <translation>活跃占比</translation>
        </message>
        <message>
            <source>Effective share</source>
            <translation>有效占比</translation>
        </message>
        <message>
            <source>Idle GPU-hours</source>
            <translation>空闲 GPU 小时</translation>
        </message>
        <message>
            <source>GPU-hours of failed jobs</source>
            <translation>失败任务的 GPU 小时</translation>
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>配额满足率</translation>
        </message>
        <message>
            <source>%1 GPU-hours</source>
            <translation>%1 GPU 小时</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>The analysis window is %1 days long, shorter than the 14 days a baseline needs.</source>
            <translation>分析窗口只有 %1 天，短于基线所需的 14 天。</translation>
        </message>
        <message>
            <source>The analysis window contains no weekend.</source>
            <translation>分析窗口中没有周末。</translation>
        </message>
        <message>
            <source>No job was submitted for %1 days, from %2 to %3 (%4).</source>
            <translation>%2 至 %3（%4）期间，连续 %1 天没有提交任何任务。</translation>
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation>排队时间 P50</translation>
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation>排队时间 P90</translation>
        </message>
        <message>
            <source>Mean queue wait</source>
            <translation>平均排队时间</translation>
        </message>
        <message>
            <source>The jobs span %L1 days, more than the %L2 days a baseline covers: it covers %3 to %4 only, around the middle of the submits. Check the job dates, or set the analysis window.</source>
            <translation>任务跨越 %L1 天，超过基线可覆盖的 %L2 天：基线只覆盖 %3 至 %4（以提交时间的中位数为中心）。请检查任务日期，或设置分析窗口。</translation>
        </message>
        <message>
            <source>%1 team-hours</source>
            <translation>%1 团队小时</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselinePage</name>
        <message>
            <source>no data</source>
            <translation>无数据</translation>
        </message>
        <message>
            <source>no started jobs</source>
            <translation>无已开始的任务</translation>
        </message>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>Simulated data: this job log describes no real cluster.</source>
            <translation>模拟数据：此任务日志并非来自真实集群。</translation>
        </message>
        <message>
            <source>How the cluster runs today, measured from its job log before anything is bought: the reference every candidate is judged against.</source>
            <translation>在采购任何方案之前，根据集群的任务日志测得的当前运行状况：评判每个候选方案的参照。</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务数</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>分析窗口</translation>
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation>排队时间 P50</translation>
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation>排队时间 P90</translation>
        </message>
        <message>
            <source>Success rate</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>Allocated utilization</source>
            <translation>分配利用率</translation>
        </message>
        <message>
            <source>Active utilization</source>
            <translation>活跃利用率</translation>
        </message>
        <message>
            <source>Effective utilization</source>
            <translation>有效利用率</translation>
        </message>
        <message>
            <source>GPU capacity</source>
            <translation>GPU 容量</translation>
        </message>
        <message>
            <source>GPU inventory and team quotas…</source>
            <translation>GPU 清单和团队配额…</translation>
        </message>
        <message>
            <source>Queue wait distribution by team</source>
            <translation>各团队的排队时间分布</translation>
        </message>
        <message>
            <source>Queue wait P50 and P90 by time slot</source>
            <translation>各时段的排队时间 P50 和 P90</translation>
        </message>
        <message>
            <source>Queue wait P50 and P90 by team</source>
            <translation>各团队的排队时间 P50 和 P90</translation>
        </message>
        <message>
            <source>Allocated, active and effective utilization by team</source>
            <translation>各团队的分配、活跃和有效利用率</translation>
        </message>
        <message>
            <source>Allocated share by hour of the week</source>
            <translation>一周中各小时的分配占比</translation>
        </message>
        <message>
            <source>Failure reasons</source>
            <translation>失败原因</translation>
        </message>
        <message>
            <source>No job failed in the window.</source>
            <translation>分析窗口内没有失败的任务。</translation>
        </message>
        <message>
            <source>Top three losses</source>
            <translation>前三项主要损失</translation>
        </message>
        <message>
            <source>Ranked by the hours they cost. The committee names an owner for each (double-click the owner to edit it; Edit &gt; Undo takes it back).</source>
            <translation>按造成的损失小时数排序。委员会为每项损失指定负责人（双击负责人即可编辑；可通过“编辑 &gt; 撤销”撤回）。</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>损失</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>From</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Submitted from</source>
            <translation>提交时间从</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>to</source>
            <translation>至</translation>
        </message>
        <message numerus="yes">
            <source>%Ln job(s) shown; times in %1.</source>
            <translation>
                <numerusform>显示 %Ln 个任务；时间按 %1 时区显示。</numerusform>
            </translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>未打开任何评估。请使用“文件 &gt; 新建”或“文件 &gt; 打开”。</translation>
        </message>
        <message>
            <source>The evaluation holds no job records yet. Import a Slurm sacct export or a job CSV (File &gt; Import) to measure the baseline.</source>
            <translation>本评估还没有任务记录。请导入 Slurm sacct 导出文件或任务 CSV（“文件 &gt; 导入”）来测量基线。</translation>
        </message>
        <message>
            <source>%1 (%2 started)</source>
            <translation>%1（%2 个已开始）</translation>
        </message>
        <message>
            <source>%1 to %2, %3 days (%4)</source>
            <translation>%1 至 %2，共 %3 天（%4）</translation>
        </message>
        <message>
            <source>(inferred capacity)</source>
            <translation>（推断容量）</translation>
        </message>
        <message>
            <source>%1 GPUs, inferred from the peak allocation (no GPU inventory)</source>
            <translation>%1 个 GPU，按分配峰值推断（无 GPU 清单）</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 个 GPU</translation>
        </message>
        <message>
            <source>Coverage: %1</source>
            <translation>覆盖：%1</translation>
        </message>
        <message>
            <source>Owner not saved</source>
            <translation>负责人未保存</translation>
        </message>
        <message>
            <source>All teams</source>
            <translation>全部团队</translation>
        </message>
        <message>
            <source>All task types</source>
            <translation>全部任务类型</translation>
        </message>
        <message>
            <source>All outcomes</source>
            <translation>全部结果</translation>
        </message>
        <message>
            <source>(no team)</source>
            <translation>（无团队）</translation>
        </message>
        <message>
            <source>Allocated, active and effective utilization per day</source>
            <translation>每日的分配、活跃和有效利用率</translation>
        </message>
        <message>
            <source>Improvement targets</source>
            <translation>改进目标</translation>
        </message>
        <message>
            <source>The committee turns losses into targets: a figure of the baseline, the value to reach and its owner. Where the PoC measures the same figure, each candidate's PoC value stands beside it, marked whether it reaches the target.</source>
            <translation>委员会将损失转化为目标：基线中的一项数值、要达到的值及其负责人。若 PoC 也测量同一数值，则在旁边列出每个候选方案的 PoC 值，并标明是否达到目标。</translation>
        </message>
        <message>
            <source>Metric</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>分组</translation>
        </message>
        <message>
            <source>Current</source>
            <translation>当前值</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>PoC candidates</source>
            <translation>PoC 候选方案</translation>
        </message>
        <message>
            <source>No improvement target yet: add one, or make one from a loss above.</source>
            <translation>尚无改进目标：请添加一个，或根据上方的某项损失创建。</translation>
        </message>
        <message>
            <source>Add a target…</source>
            <translation>添加目标…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>编辑…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Make a criterion…</source>
            <translation>转为评估项…</translation>
        </message>
        <message>
            <source>Make the selected target a bonus criterion or a metric gate</source>
            <translation>将所选目标转为加分项或指标门槛项</translation>
        </message>
        <message>
            <source>Make a target…</source>
            <translation>创建目标…</translation>
        </message>
        <message>
            <source>An improvement target from this loss: its metric, group and current value filled in</source>
            <translation>根据此损失创建改进目标：自动填入其指标、分组和当前值</translation>
        </message>
        <message>
            <source>%1: no PoC value yet</source>
            <translation>%1：尚无 PoC 值</translation>
        </message>
        <message>
            <source>%1: %2 ✓ reaches the target</source>
            <translation>%1：%2 ✓ 达到目标</translation>
        </message>
        <message>
            <source>%1: %2 ✗ does not reach it</source>
            <translation>%1：%2 ✗ 未达到目标</translation>
        </message>
        <message>
            <source>no PoC measure</source>
            <translation>PoC 未测量</translation>
        </message>
        <message>
            <source>at most %1</source>
            <translation>不超过 %1</translation>
        </message>
        <message>
            <source>at least %1</source>
            <translation>不低于 %1</translation>
        </message>
        <message>
            <source>Target not removed</source>
            <translation>目标未删除</translation>
        </message>
        <message>
            <source>Job records</source>
            <translation>任务记录</translation>
        </message>
        <message>
            <source>Counting the jobs…</source>
            <translation>正在统计任务数…</translation>
        </message>
        <message>
            <source>Computing the baseline from the job log…</source>
            <translation>正在根据任务日志计算基线…</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineRepository</name>
        <message>
            <source>The job record %1 has an unknown outcome %2</source>
            <translation>任务记录 %1 的结果 %2 无法识别</translation>
        </message>
        <message>
            <source>The %1 %2 no longer exists</source>
            <translation>%1 %2 已不存在</translation>
        </message>
        <message>
            <source>improvement target</source>
            <translation>改进目标</translation>
        </message>
        <message>
            <source>GPU pool</source>
            <translation>GPU 节点池</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineTargetDialog</name>
        <message>
            <source>Edit the improvement target</source>
            <translation>编辑改进目标</translation>
        </message>
        <message>
            <source>New improvement target</source>
            <translation>新建改进目标</translation>
        </message>
        <message>
            <source>A target names a figure of the baseline the committee wants the new platform to improve, the value to reach and who owns it. Where the PoC measures the same figure, each candidate's PoC value stands beside it.</source>
            <translation>目标指明委员会希望新平台改善的一项基线数值、要达到的值以及负责人。若 PoC 也测量同一数值，则在旁边列出每个候选方案的 PoC 值。</translation>
        </message>
        <message>
            <source>Who in the committee answers for it</source>
            <translation>委员会中由谁对此负责</translation>
        </message>
        <message>
            <source>Metric:</source>
            <translation>指标：</translation>
        </message>
        <message>
            <source>Grouped by:</source>
            <translation>分组方式：</translation>
        </message>
        <message>
            <source>Group:</source>
            <translation>分组：</translation>
        </message>
        <message>
            <source>Current value:</source>
            <translation>当前值：</translation>
        </message>
        <message>
            <source>Target value:</source>
            <translation>目标值：</translation>
        </message>
        <message>
            <source>Owner:</source>
            <translation>负责人：</translation>
        </message>
        <message>
            <source>lower is better</source>
            <translation>越低越好</translation>
        </message>
        <message>
            <source>higher is better</source>
            <translation>越高越好</translation>
        </message>
        <message>
            <source>Type the value the target is to reach.</source>
            <translation>请输入目标要达到的值。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineTargets</name>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>Time slot</source>
            <translation>时段</translation>
        </message>
        <message>
            <source>Whole cluster</source>
            <translation>整个集群</translation>
        </message>
        <message>
            <source>(no team)</source>
            <translation>（无团队）</translation>
        </message>
        <message>
            <source>%1, %2 “%3”</source>
            <extracomment>%1 a metric, %2 the grouping ("Team"), %3 the group's name</extracomment>
            <translation>%1，%2“%3”</translation>
        </message>
        <message>
            <source>min</source>
            <translation>分钟</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>“%1” is not a number: type the target value in %2.</source>
            <translation>“%1”不是数字：请以 %2 为单位输入目标值。</translation>
        </message>
        <message>
            <source>A target value cannot be negative.</source>
            <translation>目标值不能为负数。</translation>
        </message>
        <message>
            <source>A share cannot be above 100%.</source>
            <translation>占比不能超过 100%。</translation>
        </message>
        <message>
            <source>%1: at most %2</source>
            <extracomment>%1 the target's metric and group, %2 its target value</extracomment>
            <translation>%1：不超过 %2</translation>
        </message>
        <message>
            <source>%1: at least %2</source>
            <translation>%1：不低于 %2</translation>
        </message>
        <message>
            <source>From the improvement target %1 of the baseline: %2 today, target %3.</source>
            <translation>来自基线的改进目标“%1”：当前为 %2，目标为 %3。</translation>
        </message>
        <message>
            <source>Owner: %1.</source>
            <translation>负责人：%1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BonusBarsChart</name>
        <message>
            <source>Bonus scores</source>
            <translation>加分项得分</translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>%1 — blocked by %2 (unknown): not ranked</source>
            <translation>%1——受阻于“%2”（未知）：不参与排名</translation>
        </message>
        <message>
            <source>Bonus score (0-100), only for candidates that pass every gate</source>
            <translation>加分项得分（0-100），仅针对通过全部门槛项的候选方案</translation>
        </message>
        <message>
            <source>%1, rank %2: %3 points in all; %4: %5</source>
            <translation>%1，排名第 %2：总分 %3；%4：%5</translation>
        </message>
        <message>
            <source>%1 — eliminated by gate %2: not ranked</source>
            <translation>%1——因门槛项“%2”淘汰：不参与排名</translation>
        </message>
        <message>
            <source>no score</source>
            <translation>无得分</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BuiltInPresets</name>
        <message>
            <source>GateBench job CSV</source>
            <translation>GateBench 任务 CSV</translation>
        </message>
        <message>
            <source>Helios / Acme job log</source>
            <translation>Helios / Acme 任务日志</translation>
        </message>
        <message>
            <source>Alibaba GPU trace pod list (v2023)</source>
            <translation>Alibaba GPU trace 的 pod 列表（v2023）</translation>
        </message>
        <message>
            <source>GateBench TCO lines CSV</source>
            <translation>GateBench TCO 费用行 CSV</translation>
        </message>
        <message>
            <source>Finance cost sheet</source>
            <translation>财务成本表</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BundleCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The bundle to write (.zip).</source>
            <translation>要写出的导出包（.zip）。</translation>
        </message>
        <message>
            <source>The creation date the manifest states, YYYY-MM-DD (default: now, UTC); with it the same evaluation gives the same bundle, byte for byte.</source>
            <translation>清单中记载的创建日期，格式 YYYY-MM-DD（默认：当前时间，UTC）；指定后，同一评估生成的导出包逐字节相同。</translation>
        </message>
        <message>
            <source>Replace BUNDLE if it exists.</source>
            <translation>若 BUNDLE 已存在，则替换。</translation>
        </message>
        <message>
            <source>export needs -o BUNDLE.zip</source>
            <translation>export 需要 -o BUNDLE.zip</translation>
        </message>
        <message>
            <source>the bundle cannot replace the evaluation file</source>
            <translation>导出包不能替换评估文件</translation>
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 已存在；如需替换，请加上 --force</translation>
        </message>
        <message>
            <source>Wrote %1: %2 entries, %3 tables as CSV and JSON, %4 evidence files.
</source>
            <translation>已写出 %1：%2 个条目，%3 张表（CSV 和 JSON），%4 个证据文件。
</translation>
        </message>
        <message>
            <source>Open an exit bundle as an evaluation file. The bundle is checked before anything is used: its manifest, every entry's size and SHA-256, entry names (no absolute path, no '..', no link), its unpacked size and compression ratio. A refused bundle writes nothing; the message names the entry and why. The database is then checked and upgraded as when opening a file, and every evidence file against its SHA-256.</source>
            <translation>将导出包打开为评估文件。在使用其中任何内容之前，先检查导出包：清单、每个条目的大小和 SHA-256、条目名称（不得含绝对路径、'..' 或链接）、解压后的大小和压缩比。被拒绝的导出包不会写入任何内容；消息会指出是哪个条目及其原因。随后像打开文件时一样检查并升级数据库，并按 SHA-256 核对每个证据文件。</translation>
        </message>
        <message>
            <source>The bundle (.zip).</source>
            <translation>导出包（.zip）。</translation>
        </message>
        <message>
            <source>The evaluation file to create (.gatebench).</source>
            <translation>要创建的评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Replace FILE if it exists.</source>
            <translation>若 FILE 已存在，则替换。</translation>
        </message>
        <message>
            <source>import-bundle takes exactly one BUNDLE</source>
            <translation>import-bundle 只接受一个 BUNDLE</translation>
        </message>
        <message>
            <source>import-bundle needs -o FILE</source>
            <translation>import-bundle 需要 -o FILE</translation>
        </message>
        <message>
            <source>Created %1 from the bundle (%2 entries checked, %3 evidence files checked).
</source>
            <translation>已根据导出包创建 %1（已检查 %2 个条目、%3 个证据文件）。
</translation>
        </message>
        <message>
            <source>The evaluation was upgraded from schema version %1.
</source>
            <translation>评估已从架构版本 %1 升级。
</translation>
        </message>
        <message>
            <source>Write the exit bundle of an evaluation: one ZIP archive with a consistent copy of the evaluation file, every table as CSV and JSON, the evidence files, the decision report as PDF in Chinese and in English (on the evaluation's as-of date) and manifest.json, which lists every entry with its size and SHA-256. Safe while the evaluation is open in GateBench; never writes to FILE.</source>
            <translation>写出评估的导出包：一个 ZIP 压缩包，包含评估文件的一致性副本、每张表的 CSV 和 JSON、证据文件、中英文 PDF 决策报告（以评估基准日为准），以及列出每个条目大小和 SHA-256 的 manifest.json。评估在 GateBench 中打开时也可安全执行；不会写入 FILE。</translation>
        </message>
        <message>
            <source>With the decision report in Chinese and English: report-zh_CN.pdf, report-en.pdf.
</source>
            <translation>含中英文决策报告：report-zh_CN.pdf、report-en.pdf。
</translation>
        </message>
        <message>
            <source>gatebench: warning: the reports in the bundle leave out the TCO, which cannot be computed:
%1
</source>
            <translation>gatebench：警告：导出包中的报告未包含 TCO，因为无法计算：
%1
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CandidateImporter</name>
        <message>
            <source>the candidate has no name</source>
            <translation>候选方案没有名称</translation>
        </message>
        <message>
            <source>"%1" is not a usable id: use lower-case letters, digits and hyphens, at most 64</source>
            <translation>“%1”不是可用的编号：请使用小写字母、数字和连字符，最多 64 个字符</translation>
        </message>
        <message>
            <source>"%1" is not a route; use one of: %2</source>
            <translation>“%1”不是有效的技术路线；请使用以下之一：%2</translation>
        </message>
        <message>
            <source>the id %1 appears twice in the import (first on line %2)</source>
            <translation>编号 %1 在导入数据中出现了两次（首次出现在第 %2 行）</translation>
        </message>
        <message>
            <source>"%1" is not a deployment; use one of: %2</source>
            <translation>“%1”不是部署方式；请使用以下之一：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CandidateListModel</name>
        <message>
            <source>PoC</source>
            <translation>PoC</translation>
        </message>
        <message>
            <source>set aside</source>
            <translation>暂不纳入</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Candidates</name>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation>候选方案 %1 已不存在</translation>
        </message>
        <message>
            <source>"%1" is not a date; write it as YYYY-MM-DD.</source>
            <translation>“%1”不是日期；请按 2026-01-31 这样的格式填写。</translation>
        </message>
        <message>
            <source>A candidate set aside needs a reason. Tick "In the evaluation" to bring it back.</source>
            <translation>暂不纳入的候选方案需要写明原因。勾选“纳入评估”可将其恢复。</translation>
        </message>
        <message>
            <source>The candidate %1 was changed by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation>候选方案 %1 在您读取之后已被他人修改；本次未写入任何内容。界面现在显示的是当前的值。</translation>
        </message>
        <message>
            <source>add the candidate %1</source>
            <translation>添加候选方案“%1”</translation>
        </message>
        <message>
            <source>duplicate %1 as %2</source>
            <translation>将“%1”复制为“%2”</translation>
        </message>
        <message>
            <source>remove the candidate %1</source>
            <translation>删除候选方案“%1”</translation>
        </message>
        <message>
            <source>change “%1” of %2</source>
            <translation>修改“%2”的“%1”</translation>
        </message>
        <message>
            <source>bring %1 back into the evaluation</source>
            <translation>将“%1”重新纳入评估</translation>
        </message>
        <message>
            <source>set %1 aside</source>
            <translation>将“%1”搁置</translation>
        </message>
        <message>
            <source>A candidate needs a name, in Chinese or in English.</source>
            <translation>候选方案需要一个中文或英文名称。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CandidatesPage</name>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>In the evaluation</source>
            <translation>纳入评估</translation>
        </message>
        <message>
            <source>Marked for the PoC</source>
            <translation>纳入 PoC</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>The seven template profiles are a starting point, not a ranking. Add your own options, including improving the current tooling; every candidate goes through the same gates.</source>
            <translation>模板中的七个方案只是起点，并非排名。可以添加自己的方案，包括改进现有工具；每个候选方案都要经过相同的门槛项。</translation>
        </message>
        <message>
            <source>Chinese (zh_CN)</source>
            <translation>中文</translation>
        </message>
        <message>
            <source>English (en)</source>
            <translation>英文</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名称：</translation>
        </message>
        <message>
            <source>Vendor:</source>
            <translation>厂商：</translation>
        </message>
        <message>
            <source>Route:</source>
            <translation>技术路线：</translation>
        </message>
        <message>
            <source>Deployment:</source>
            <translation>部署方式：</translation>
        </message>
        <message>
            <source>TCO template:</source>
            <translation>TCO 模板：</translation>
        </message>
        <message>
            <source>Shortlist:</source>
            <translation>入围：</translation>
        </message>
        <message>
            <source>A candidate that fails a requirement stays in the evaluation with a Fail verdict; set a candidate aside only for reasons outside the requirements, such as the procurement framework.</source>
            <translation>未满足需求的候选方案仍保留在评估中，结论记为“未通过”；只有出于需求以外的原因（例如采购框架）才将候选方案暂不纳入。</translation>
        </message>
        <message>
            <source>When to consider:</source>
            <translation>适用场景：</translation>
        </message>
        <message>
            <source>What to verify first:</source>
            <translation>优先核实：</translation>
        </message>
        <message>
            <source>Risks:</source>
            <translation>风险：</translation>
        </message>
        <message>
            <source>Lock-in and exit:</source>
            <translation>锁定与退出：</translation>
        </message>
        <message>
            <source>Sources:</source>
            <translation>信息来源：</translation>
        </message>
        <message>
            <source>Facts as of:</source>
            <translation>信息核实日期：</translation>
        </message>
        <message>
            <source>The date the profile's facts were checked (YYYY-MM-DD): versions, licences and product forms change.</source>
            <translation>方案信息的核实日期（格式为 2026-01-31）：版本、许可和产品形态都可能变化。</translation>
        </message>
        <message>
            <source>Aliases:</source>
            <translation>别名：</translation>
        </message>
        <message>
            <source>Other names that imports may use for this candidate, one per line.</source>
            <translation>导入数据中可能用来指代此候选方案的其他名称，每行一个。</translation>
        </message>
        <message>
            <source>Committee notes:</source>
            <translation>委员会备注：</translation>
        </message>
        <message>
            <source>from the built-in template</source>
            <translation>来自内置模板</translation>
        </message>
        <message>
            <source>added by the committee</source>
            <translation>由委员会添加</translation>
        </message>
        <message>
            <source>Set candidate aside</source>
            <translation>暂不纳入候选方案</translation>
        </message>
        <message>
            <source>Why does the committee set %1 aside (for example: outside our procurement framework)? A candidate that fails a requirement is not set aside: give it a Fail verdict with evidence instead.</source>
            <translation>委员会为何暂不纳入“%1”（例如：不在我们的采购框架内）？未满足需求的候选方案不应暂不纳入，而应附上证据并将结论记为“未通过”。</translation>
        </message>
        <message>
            <source>Add candidate</source>
            <translation>添加候选方案</translation>
        </message>
        <message>
            <source>This also removes its %1 gate verdicts, %2 bonus scores, %3 PoC runs and %4 cost lines.</source>
            <translation>这也会删除它的 %1 条门槛项结论、%2 个加分项得分、%3 次 PoC 运行和 %4 条费用行。</translation>
        </message>
        <message>
            <source>Remove candidate</source>
            <translation>删除候选方案</translation>
        </message>
        <message>
            <source>Remove %1 from this evaluation?</source>
            <translation>要从此评估中删除“%1”吗？</translation>
        </message>
        <message>
            <source>You can undo this with Edit &gt; Undo.</source>
            <translation>可以通过“编辑 &gt; 撤销”撤回此操作。</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Reason for setting aside:</source>
            <translation>暂不纳入的原因：</translation>
        </message>
        <message>
            <source>Name the new candidate in either language or both (for example: Status quo: improve the current tooling). A name given in one language only stays in that language; you can add the other later.</source>
            <translation>用中文、英文或两种语言为新候选方案命名（例如：维持现状：改进现有工具）。只用一种语言给出的名称只保留在该语言中；另一种语言可以以后补充。</translation>
        </message>
        <message>
            <source>English name:</source>
            <translation>英文名称：</translation>
        </message>
        <message>
            <source>Chinese name:</source>
            <translation>中文名称：</translation>
        </message>
        <message>
            <source>Id in import files and on the command line: %1</source>
            <translation>导入文件和命令行中使用的编号：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ChangeSpool</name>
        <message>
            <source>Cannot use the temporary file %1: %2</source>
            <translation>无法使用临时文件 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ChartStyle</name>
        <message>
            <source>There is nothing to export yet.</source>
            <translation>暂无可导出的内容。</translation>
        </message>
        <message>
            <source>Cannot write %1.</source>
            <translation>无法写入 %1。</translation>
        </message>
        <message>
            <source>Exported from GateBench</source>
            <translation>由 GateBench 导出</translation>
        </message>
        <message>
            <source>Charts export as .png or .svg, not "%1".</source>
            <translation>图表只能导出为 .png 或 .svg，不能导出为“%1”。</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <source>Export chart as PNG</source>
            <translation>将图表导出为 PNG</translation>
        </message>
        <message>
            <source>Export chart as SVG</source>
            <translation>将图表导出为 SVG</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <source>Export as PNG…</source>
            <translation>导出为 PNG…</translation>
        </message>
        <message>
            <source>Export as SVG…</source>
            <translation>导出为 SVG…</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ColumnMapping</name>
        <message>
            <source>Not imported: no field matches</source>
            <translation>不导入：没有匹配的字段</translation>
        </message>
        <message>
            <source>Not imported</source>
            <translation>不导入</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>已匹配</translation>
        </message>
        <message>
            <source>Please check</source>
            <translation>请核对</translation>
        </message>
        <message>
            <source>From the preset</source>
            <translation>来自预设</translation>
        </message>
        <message>
            <source>Set by you</source>
            <translation>手动设置</translation>
        </message>
        <message>
            <source>The mapping has an unknown member %1</source>
            <translation>映射包含未知成员%1</translation>
        </message>
        <message>
            <source>The file is not a GateBench column mapping</source>
            <translation>该文件不是 GateBench 列映射</translation>
        </message>
        <message>
            <source>The mapping is of version %1, which this GateBench does not read</source>
            <translation>映射版本为 %1，当前版本的 GateBench 无法读取</translation>
        </message>
        <message>
            <source>The mapping is for an unknown kind of record %1 (known: %2)</source>
            <translation>映射针对的记录类型%1未知（已知类型：%2）</translation>
        </message>
        <message>
            <source>The mapping has no “columns” object</source>
            <translation>映射中没有“columns”对象</translation>
        </message>
        <message>
            <source>The mapping sends the column %1 to %2, which is not a field of %3</source>
            <translation>映射将列%1对应到%2，但它不是 %3 的字段</translation>
        </message>
        <message>
            <source>The mapping sends both %1 and %2 to the field %3</source>
            <translation>映射将%1和%2同时对应到字段 %3</translation>
        </message>
        <message>
            <source>The mapping states a unit for %1, which is not a field of %2</source>
            <translation>映射为%1指定了单位，但它不是 %2 的字段</translation>
        </message>
        <message>
            <source>The unit %1 does not fit the field %2</source>
            <translation>单位%1不适用于字段 %2</translation>
        </message>
        <message>
            <source>The time zone %1 is unknown; use an IANA name such as Asia/Shanghai</source>
            <translation>未知时区%1；请使用 IANA 时区名称，如 Asia/Shanghai</translation>
        </message>
        <message>
            <source>The mapping lists reference values for %1, which is not a reference field of %2</source>
            <translation>映射为%1列出了引用值，但它不是 %2 的引用字段</translation>
        </message>
        <message>
            <source>Cannot read the mapping %1: %2</source>
            <translation>无法读取映射 %1：%2</translation>
        </message>
        <message>
            <source>The mapping %1 is not valid JSON (at character %2: %3)</source>
            <translation>映射 %1 不是有效的 JSON（第 %2 个字符处：%3）</translation>
        </message>
        <message>
            <source>The mapping %1 is not a JSON object</source>
            <translation>映射 %1 不是 JSON 对象</translation>
        </message>
        <message>
            <source>Cannot write the mapping %1: %2</source>
            <translation>无法写入映射 %1：%2</translation>
        </message>
        <message>
            <source>There is no mapping preset %1 for %2</source>
            <translation>%2 没有名为%1的映射预设</translation>
        </message>
        <message>
            <source>The stored mapping preset %1 is damaged</source>
            <translation>已保存的映射预设%1已损坏</translation>
        </message>
        <message>
            <source>A mapping preset needs a name</source>
            <translation>映射预设必须有名称</translation>
        </message>
        <message>
            <source>The mapping is for an unknown kind of record %1</source>
            <translation>映射针对的记录类型%1未知</translation>
        </message>
        <message>
            <source>Unknown kind of record %1 (known: %2)</source>
            <translation>未知的记录类型%1（已知类型：%2）</translation>
        </message>
        <message>
            <source>The preset is for %1, not for %2</source>
            <translation>该预设适用于 %1，而不是 %2</translation>
        </message>
        <message>
            <source>The preset maps the column %1, which this file does not have</source>
            <translation>预设映射了列%1，但此文件中没有这一列</translation>
        </message>
        <message>
            <source>There is no column %1</source>
            <translation>不存在第 %1 列</translation>
        </message>
        <message>
            <source>%1 is not a field of %2</source>
            <translation>%1不是 %2 的字段</translation>
        </message>
        <message>
            <source>The mapping has no kind of record</source>
            <translation>映射未指定记录类型</translation>
        </message>
        <message>
            <source>No column is mapped to the required field %1</source>
            <translation>没有列映射到必填字段%1</translation>
        </message>
        <message>
            <source>No column is mapped to any of %1; one of them is required</source>
            <translation>%1均没有映射的列；其中至少需要映射一个</translation>
        </message>
        <message>
            <source>The time zone %1 is unknown</source>
            <translation>未知时区%1</translation>
        </message>
        <message>
            <source>The column %1 was taken for %2 because the names are alike; please check</source>
            <translation>列%1因名称相近被匹配为%2；请核对</translation>
        </message>
        <message>
            <source>The header %1 names the time zone %2, but the import states %3; %3 is used</source>
            <translation>表头%1指明的时区为 %2，但本次导入指定为 %3；将使用 %3</translation>
        </message>
        <message>
            <source>This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; choose %1</source>
            <translation>此文件看起来是%1，而不是%2：其 %4 列中有 %3 列符合%1，只有 %5 列符合%2；请改选%1</translation>
        </message>
        <message>
            <source>This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; GateBench does not import %1 yet</source>
            <translation>此文件看起来是%1，而不是%2：其 %4 列中有 %3 列符合%1，只有 %5 列符合%2；GateBench 暂不支持导入%1</translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>另有 %n 列</numerusform>
            </translation>
        </message>
        <message>
            <source>Only %1 of the %2 columns fit %3; these columns are not recognised: %4</source>
            <translation>%2 列中只有 %1 列符合%3；以下列无法识别：%4</translation>
        </message>
        <message>
            <source>Column %1, unit in the header: %2</source>
            <translation>第 %1 列，表头中的单位：%2</translation>
        </message>
        <message>
            <source>Column %1</source>
            <translation>第 %1 列</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Source column</source>
            <translation>源列</translation>
        </message>
        <message>
            <source>Sample value</source>
            <translation>示例值</translation>
        </message>
        <message>
            <source>Target field</source>
            <translation>目标字段</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>save the column mapping “%1”</source>
            <translation>保存列映射“%1”</translation>
        </message>
        <message>
            <source>remove the column mapping “%1”</source>
            <translation>删除列映射“%1”</translation>
        </message>
        <message>
            <source>The column %1 counts time from the start of the trace, and no trace start was given (for example 2023-01-01T00:00:00)</source>
            <translation>列 %1 记录的是距追踪起点的时间，但未给出追踪起点（例如 2023-01-01T00:00:00）</translation>
        </message>
        <message>
            <source>The trace start %1 is not a time: %2</source>
            <translation>追踪起点 %1 不是有效时间：%2</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>为空</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CommandLine</name>
        <message>
            <source>Show this help.</source>
            <translation>显示此帮助。</translation>
        </message>
        <message>
            <source>Create a new evaluation from the built-in template (or the demo).</source>
            <translation>根据内置模板（或示例）新建评估。</translation>
        </message>
        <message>
            <source>The evaluation file to create (.gatebench).</source>
            <translation>要创建的评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Create the built-in demo evaluation (simulated data).</source>
            <translation>创建内置示例评估（模拟数据）。</translation>
        </message>
        <message>
            <source>Create an empty evaluation without the template.</source>
            <translation>创建不含模板内容的空白评估。</translation>
        </message>
        <message>
            <source>Workspace language: zh_CN or en (default: the system's).</source>
            <translation>工作区语言：zh_CN 或 en（默认：跟随系统）。</translation>
        </message>
        <message>
            <source>Cluster time zone, an IANA name such as Asia/Shanghai (default: the system's; the demo uses Asia/Shanghai).</source>
            <translation>集群时区，使用 IANA 名称，如 Asia/Shanghai（默认：跟随系统；示例使用 Asia/Shanghai）。</translation>
        </message>
        <message>
            <source>Replace FILE if it exists.</source>
            <translation>若 FILE 已存在，则替换。</translation>
        </message>
        <message>
            <source>new takes exactly one FILE</source>
            <translation>new 只接受一个 FILE</translation>
        </message>
        <message>
            <source>--demo and --empty exclude each other</source>
            <translation>--demo 与 --empty 不能同时使用</translation>
        </message>
        <message>
            <source>--lang takes zh_CN or en</source>
            <translation>--lang 的取值为 zh_CN 或 en</translation>
        </message>
        <message>
            <source>Created %1
</source>
            <translation>已创建 %1
</translation>
        </message>
        <message>
            <source>Print a summary of an evaluation. Never writes to FILE.</source>
            <translation>输出评估摘要。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>以 JSON 格式输出。</translation>
        </message>
        <message>
            <source>Title: %1</source>
            <translation>标题：%1</translation>
        </message>
        <message>
            <source>Simulated data: this evaluation is the built-in demo.</source>
            <translation>模拟数据：此评估为内置示例。</translation>
        </message>
        <message>
            <source>Schema version: %1</source>
            <translation>架构版本：%1</translation>
        </message>
        <message>
            <source>Language: %1, cluster time zone: %2</source>
            <translation>语言：%1，集群时区：%2</translation>
        </message>
        <message>
            <source>Candidates: %1</source>
            <translation>候选方案：%1</translation>
        </message>
        <message>
            <source>Criteria: %1 gate, %2 bonus, %3 deferred</source>
            <translation>评估项：门槛项 %1 个，加分项 %2 个，暂缓项 %3 个</translation>
        </message>
        <message>
            <source>Baseline jobs: %1</source>
            <translation>基线任务：%1</translation>
        </message>
        <message>
            <source>PoC runs: %1</source>
            <translation>PoC 运行：%1</translation>
        </message>
        <message>
            <source>TCO lines: %1</source>
            <translation>TCO 费用行：%1</translation>
        </message>
        <message>
            <source>Audit entries: %1</source>
            <translation>审计记录：%1</translation>
        </message>
        <message>
            <source>unknown command %1</source>
            <translation>未知命令 %1</translation>
        </message>
        <message>
            <source>The language of the output: zh_CN or en (default: the locale's).</source>
            <translation>输出所用的语言：zh_CN 或 en（默认：跟随系统区域设置）。</translation>
        </message>
        <message>
            <source>--as-of takes a date as YYYY-MM-DD, not %1</source>
            <translation>--as-of 需要形如 2026-01-31 的日期，而不是 %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1 takes exactly one FILE</source>
            <translation>%1 只接受一个 FILE</translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation>审计链头：%1</translation>
        </message>
        <message>
            <source>Act as this committee member (id): writes are theirs, reads show what they may see (default: the member chosen on this machine).</source>
            <translation>以该评审委员会成员（编号）的身份操作：写入记在其名下，读取只显示其可见的内容（默认：本机选定的成员）。</translation>
        </message>
        <message>
            <source>Prices and TCO figures are hidden from members until the scoring round is revealed.</source>
            <translation>在评分轮次揭晓之前，价格和 TCO 数据对成员隐藏。</translation>
        </message>
        <message>
            <source>Usage: gatebench [FILE] [--page NAME] [--verbose]
       gatebench COMMAND [options]

GateBench keeps a GPU-cluster platform evaluation in one file and decides gate first.
Without a command it opens the window (on FILE if given).

Commands (no display needed):
  new FILE [--demo|--empty] [--lang zh_CN|en] [--tz ZONE] [--force]
                 create an evaluation from the template or the demo
  info FILE [--json]
                 print a summary of an evaluation
  copy SOURCE DESTINATION [--force]
                 copy an evaluation whole between a file and a PostgreSQL server
                 (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME), either way
  server init|add-member|remove-member URI --evaluation NAME ...
                 the server's administrator puts an evaluation under its database roles
                 (a login role per member, row-level security) and adds or removes members
  preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto] [--json]
                 show how a CSV file is read: encoding, delimiter, header, rows, problems
  decide FILE [--as-of YYYY-MM-DD] [--json]
                 decide gate first: statuses, ranking, recommended option and alternative
  import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]
         [--header yes|no|auto] [--tz ZONE] [--skip-invalid]
         [--dry-run [--as-of YYYY-MM-DD] [--json]]
                 import CSV files (or ZIP archives of them), all rows or none; --dry-run
                 writes nothing and prints what the import would change in the decision
  import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
         [--delimiter X] [--team-field F] [--task-type-field F] [--task-type-pattern RE]
         [--skip-invalid]
                 import Slurm job logs (sacct --parsable2), all jobs or none; with
                 --skip-invalid the valid jobs, each rejected line kept with the import
  imports FILE [--import ID] [--json]
                 list the imports and the lines each rejected
  questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of YYYY-MM-DD]
                 write the vendor questionnaire, one CSV file per candidate not eliminated,
                 for the vendors to fill in (import the answers with --kind answers)
  audit FILE [--since SNAPSHOT|DATE] [--json]
                 print the audit log: who did what and when, newest first
  poc FILE [--as-of YYYY-MM-DD] [--json]
                 PoC results per candidate and scenario (runs, success rate, P50/P90
                 times) and the gaps of the same-workload check (import them: --kind poc)
  baseline FILE [--json]
                 the baseline from the job records: queue waits, outcomes, utilization by
                 team, task type, GPU type and time slot, top losses, targets, warnings
  whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]
                 replay the job log under today's policy (calibration) and each candidate's:
                 predicted waits, utilization, preemption losses, targets met (advice only)
  whatif export FILE --candidate C --scale GPUS -o DIR [--hours H] [--force]
                 the busiest hours of the job log scaled to the PoC cluster, as job scripts
                 (sbatch, Volcano, Kueue) so that the PoC replays the same load
  whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]
                 the replay's median absolute error against the PoC runs' measured waits
  tco FILE [--scenario S] [--as-of YYYY-MM-DD] [--json]
                 the three-year TCO per candidate and scenario: totals per year and
                 category, tornado, flip points of the cheapest Eligible candidate, unit costs
  report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]
         [--hide-prices]
                 write the decision report (PDF or ODT) with its fingerprint; --date is the
                 report's date and the as-of date of its verdicts and waivers
  export-xlsx FILE -o OUT.xlsx [--as-of YYYY-MM-DD] [--force]
                 the TCO as an Excel workbook: a summary sheet, one sheet per candidate with
                 live formulas and GateBench's figures as their cached values
  export-tco-csv FILE -o OUT.csv [--as-of YYYY-MM-DD] [--force]
                 the TCO lines with their yearly amounts per scenario as CSV
  export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]
                 write the exit bundle: the evaluation file, every table as CSV and JSON,
                 the evidence files and a manifest of SHA-256 hashes (never writes FILE)
  import-bundle BUNDLE.zip -o FILE [--force]
                 check an exit bundle (manifest, hashes, names, size limits) and make
                 its evaluation FILE; a refused bundle writes nothing
  round open FILE [--criterion K]... [--candidate C]... [--deadline DATE] [--hide-prices]
  round close FILE [--round N]
  round status FILE [--json]
  round reveal FILE [--round N] [--reason TEXT]
                 the chair opens a scoring round (sealed: each member sees only their own
                 scores until it is revealed), closes it; the members' progress; reveals
                 it (before its quorum only with a reason)
  score FILE --member ID --candidate C --criterion K --score S [--note N]
                 a member's bonus score of a cell, with a note
  verify FILE [--expect N:HASH] [--json]
                 check the record: SQLite's integrity, the audit chain, every evidence
                 file's SHA-256 and, with --expect, a head kept from a report or bundle
  packet kit FILE --member ID -o KIT.gatebench | packet seal KIT
  packet export KIT -o PACKET.zip | packet record-seal FILE --member ID SEAL
  packet import FILE PACKET.zip... [--accept-changes]
                 offline members: a kit without the other members' scores, its seal line,
                 its packet, and the chair's record of the seal and import of the packet
  sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT
                 a committee member signs the decision record
  freeze FILE [--reason TEXT]
                 the chair freezes the signed decision (a reason without every signature)
  reopen FILE --reason TEXT
                 the chair reopens the frozen decision; the signatures are cleared
  members FILE [--json]
                 list the review committee: members, permissions and functions, who scores
                 each bonus criterion and its quorum, recusals
  member add FILE --name NAME [--id ID] [--permission P] [--function F] [--role TEXT]
  member set FILE ID [--name NAME] [--permission P] [--function F] [--role TEXT]
  member remove FILE ID
  member assign FILE --criterion K [--member ID]...
  member quorum FILE --criterion K --quorum N|default
  member recuse FILE ID --candidate C --reason TEXT
  member withdraw FILE ID --candidate C
                 change the committee (the chair's; a member recuses themselves), one
                 undoable, audited step each
  committee FILE [--json]
                 the committee: members, assignments, scoring rounds and progress, each
                 cell's spread and standard deviation, consensus scores, signatures, freeze
  consensus FILE --candidate C --criterion K --score S --reason TEXT | --clear
  consensus FILE --spread-threshold P
                 the chair sets a cell's consensus score (or the spread that flags a cell)
  minutes FILE [--meeting ID] [--as-of YYYY-MM-DD] [--json]
                 the minutes of the committee's meetings; overdue open actions flagged
  meeting add FILE --date DATE [--title TEXT] [--present ID]...
  meeting set FILE --meeting ID [--date DATE] [--title TEXT] [--end|--resume]
  meeting remove FILE --meeting ID
  meeting attend FILE --meeting ID --member ID... [--absent]
  meeting agenda FILE --meeting ID --item TEXT | --remove N
  meeting decide FILE --meeting ID --text TEXT [--link KIND [--candidate C --criterion K]
                 [--version N]] | --remove N
  meeting action FILE --meeting ID --text TEXT --owner ID [--due DATE]
  meeting action FILE --action N [--text TEXT] [--owner ID] [--due DATE|none] [--status S]
  meeting action FILE --remove N
                 write the minutes (the chair and the members; removing a meeting is the
                 chair's), one undoable, audited step each
  plan FILE [--as-of YYYY-MM-DD] [--json]
  plan FILE [--check ID --owner MEMBER|none --due DATE|default] [--start DATE|default]
                 the four-week plan: each check derived from the data, its owner, due date
                 and whether it is overdue; the chair sets owners, due dates and the start
  snapshot FILE --name NAME | --list [--json]
                 the chair takes a named snapshot of the decision-relevant state; list them
  verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]
                 set a gate verdict, as the window does (audited, evidence rules applied)
  diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of YYYY-MM-DD] [--json]
                 what changed since a snapshot and what it did to the decision

Every command takes --lang zh_CN|en; without it, it speaks the language of the locale
(LC_ALL, LC_MESSAGES or LANG), never the window's saved choice. Every command takes
--as-member ID: a command that writes acts as that member (default: the member chosen
on this machine, else the operating-system user).

Window options:
  --page NAME    open on a page: overview, baseline, requirements, candidates, whatif, poc,
                 tco, committee, report, audit; or on a page's tab: requirements/matrix,
                 requirements/assessments, poc/runs, poc/coverage, poc/path, tco/sheet,
                 tco/charts, tco/exit
  --minutes      open the Minutes panel beside the page
  --since        open "What changed since the last meeting" (with --screenshot: render it)
  --verbose      also log to the terminal
  --lang LANG    the window's language for this session: zh_CN or en
  --screenshot PNG  render the window to PNG once shown, then quit
  --present [VIEW]  open FILE in presentation mode (F5) on a view: funnel, matrix,
                 path, ranking, poc, baseline, tco, decision (default funnel)
  --help, --version

Exit codes: 0 success, 1 usage error, 2 bad input, 3 integrity failure, 4 in use,
5 signed (the chair must reopen the decision first), 6 not permitted.
Run 'gatebench COMMAND --help' for a command's options.
</source>
            <translation>用法：gatebench [FILE] [--page NAME] [--verbose]
      gatebench COMMAND [options]

GateBench 将一次 GPU 集群平台评估保存在一个文件中，并按门槛优先做出决策。
不带命令时打开窗口（如给出 FILE，则打开该文件）。

命令（无需图形界面）：
  new FILE [--demo|--empty] [--lang zh_CN|en] [--tz ZONE] [--force]
                 根据模板或示例新建评估
  info FILE [--json]
                 输出评估摘要
  copy SOURCE DESTINATION [--force]
                 在文件与 PostgreSQL 服务器之间完整复制评估（双向均可；
                 postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME）
  server init|add-member|remove-member URI --evaluation NAME ...
                 服务器管理员把评估置于数据库角色之下（每位委员一个登录角色、行级安全），
                 并添加或移除委员
  preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto] [--json]
                 显示 CSV 文件的读取方式：编码、分隔符、表头、数据行、问题
  decide FILE [--as-of YYYY-MM-DD] [--json]
                 按门槛优先做出决策：状态、排名、推荐方案和备选方案
  import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]
         [--header yes|no|auto] [--tz ZONE] [--skip-invalid]
         [--dry-run [--as-of YYYY-MM-DD] [--json]]
                 导入 CSV 文件（或包含 CSV 文件的 ZIP 压缩包），要么全部导入，要么全部不导入；
                 使用 --dry-run 时不写入任何内容，只输出本次导入会给决策带来的变化
  import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
         [--delimiter X] [--team-field F] [--task-type-field F] [--task-type-pattern RE]
         [--skip-invalid]
                 导入 Slurm 任务日志（sacct --parsable2），要么全部导入，要么全部不导入；
                 使用 --skip-invalid 时导入有效任务，每个被拒绝的行随导入一并保存
  imports FILE [--import ID] [--json]
                 列出各次导入及每次导入拒绝的行
  questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of YYYY-MM-DD]
                 写出厂商问卷：为每个未被淘汰的候选方案写一个 CSV 文件，
                 供厂商填写（用 --kind answers 导入答复）
  audit FILE [--since SNAPSHOT|DATE] [--json]
                 输出审计日志：谁在何时做了什么，按时间倒序排列
  poc FILE [--as-of YYYY-MM-DD] [--json]
                 各候选方案和场景的 PoC 结果（运行次数、成功率、P50/P90
                 时间）以及相同工作负载检查发现的缺口（导入 PoC 结果：--kind poc）
  baseline FILE [--json]
                 根据任务记录得出的基线：排队时间、结果、利用率（按团队、任务类型、
                 GPU 类型和时段细分）、主要损失、改进目标、警告
  whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]
                 按现状策略（校准）和各候选方案的策略回放任务记录：
                 预测排队时间、利用率、抢占损失、可达成的目标（仅供参考）
  whatif export FILE --candidate C --scale GPUS -o DIR [--hours H] [--force]
                 把任务记录中最繁忙的几个小时按 PoC 集群规模缩放，写成任务脚本
                 （sbatch、Volcano、Kueue），让 PoC 回放同样的负载
  whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]
                 回放预测与 PoC 实测排队时间之间的中位绝对误差
  tco FILE [--scenario S] [--as-of YYYY-MM-DD] [--json]
                 各候选方案和场景的三年 TCO：按年份和类别的合计、龙卷风图、
                 成本最低的合格候选方案的翻转点、单位成本
  report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]
         [--hide-prices]
                 写出决策报告（PDF 或 ODT）及其指纹；--date 是报告日期，
                 也是报告中结论和豁免的评估基准日
  export-xlsx FILE -o OUT.xlsx [--as-of YYYY-MM-DD] [--force]
                 将 TCO 导出为 Excel 工作簿：一张汇总表，每个候选方案一张表，
                 含实时公式，并以 GateBench 的计算结果作为公式的缓存值
  export-tco-csv FILE -o OUT.csv [--as-of YYYY-MM-DD] [--force]
                 以 CSV 格式导出 TCO 费用行及其在各场景下的年度金额
  export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]
                 写出导出包：评估文件、每张表的 CSV 和 JSON、证据文件，
                 以及 SHA-256 哈希清单（不会写入 FILE）
  import-bundle BUNDLE.zip -o FILE [--force]
                 检查导出包（清单、哈希、名称、大小限制），并据此创建
                 评估文件 FILE；被拒绝的导出包不会写入任何内容
  round open FILE [--criterion K]... [--candidate C]... [--deadline DATE] [--hide-prices]
  round close FILE [--round N]
  round status FILE [--json]
  round reveal FILE [--round N] [--reason TEXT]
                 主席开启评分轮次（封存：揭晓之前每位成员只能看到自己的评分）、
                 关闭轮次；查看各成员的进度；揭晓轮次（未达到法定评分数时须给出理由）
  score FILE --member ID --candidate C --criterion K --score S [--note N]
                 记录某位成员对一个单元格的加分项评分及备注
  verify FILE [--expect N:HASH] [--json]
                 检查记录：SQLite 完整性、审计链、每个证据文件的 SHA-256，
                 以及（使用 --expect 时）报告或导出包中记下的链头
  packet kit FILE --member ID -o KIT.gatebench | packet seal KIT
  packet export KIT -o PACKET.zip | packet record-seal FILE --member ID SEAL
  packet import FILE PACKET.zip... [--accept-changes]
                 离线委员：不含其他委员评分的评分副本、它的封签行、它的评分包，
                 以及主席对封签的登记和对评分包的导入
  sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT
                 评审委员会成员在决策记录上签字
  freeze FILE [--reason TEXT]
                 评审主席冻结已签字的决策（未全部签字时须说明理由）
  reopen FILE --reason TEXT
                 评审主席重新开启已冻结的决策；所有签字随之清除
  members FILE [--json]
                 列出评审委员会：成员及其权限和职能、每个加分项由谁评分及其
                 最少评分数、回避声明
  member add FILE --name NAME [--id ID] [--permission P] [--function F] [--role TEXT]
  member set FILE ID [--name NAME] [--permission P] [--function F] [--role TEXT]
  member remove FILE ID
  member assign FILE --criterion K [--member ID]...
  member quorum FILE --criterion K --quorum N|default
  member recuse FILE ID --candidate C --reason TEXT
  member withdraw FILE ID --candidate C
                 修改评审委员会（由主席操作；成员可自行声明回避），每次一个
                 可撤销并记入审计日志的步骤
  committee FILE [--json]
                 评审委员会：成员、评分分工、评分轮次及进度、每个单元格的极差和
                 标准差、共识评分、签字、冻结状态
  consensus FILE --candidate C --criterion K --score S --reason TEXT | --clear
  consensus FILE --spread-threshold P
                 主席设定某个单元格的共识评分（或标记单元格的极差阈值）
  minutes FILE [--meeting ID] [--as-of YYYY-MM-DD] [--json]
                 评审委员会的会议纪要；标出已逾期的未完成待办事项
  meeting add FILE --date DATE [--title TEXT] [--present ID]...
  meeting set FILE --meeting ID [--date DATE] [--title TEXT] [--end|--resume]
  meeting remove FILE --meeting ID
  meeting attend FILE --meeting ID --member ID... [--absent]
  meeting agenda FILE --meeting ID --item TEXT | --remove N
  meeting decide FILE --meeting ID --text TEXT [--link KIND [--candidate C --criterion K]
                 [--version N]] | --remove N
  meeting action FILE --meeting ID --text TEXT --owner ID [--due DATE]
  meeting action FILE --action N [--text TEXT] [--owner ID] [--due DATE|none] [--status S]
  meeting action FILE --remove N
                 记录会议纪要（由主席和成员记录；删除会议由主席操作），每次操作都是一个
                 可撤销并记入审计日志的步骤
  plan FILE [--as-of YYYY-MM-DD] [--json]
  plan FILE [--check ID --owner MEMBER|none --due DATE|default] [--start DATE|default]
                 四周计划：每项检查由数据得出，及其负责人、截止日期和是否逾期；
                 主席设定负责人、截止日期和计划开始日期
  snapshot FILE --name NAME | --list [--json]
                 主席为与决策相关的状态拍摄命名快照；或列出快照
  verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]
                 设置门槛结论，与窗口中相同（记入审计，适用证据规则）
  diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of YYYY-MM-DD] [--json]
                 自某个快照以来的变化，以及它们对决策的影响

每个命令都接受 --lang zh_CN|en；不指定时，使用区域设置的语言
（LC_ALL、LC_MESSAGES 或 LANG），而不是窗口中保存的语言选择。每个命令都接受
--as-member ID：写入类命令以该成员的身份执行（默认：本机选定的成员，否则为
操作系统用户）。

窗口选项：
  --page NAME    打开指定页面：overview、baseline、requirements、candidates、whatif、poc、
                 tco、committee、report、audit；或打开页面中的标签页：requirements/matrix、
                 requirements/assessments、poc/runs、poc/coverage、poc/path、tco/sheet、
                 tco/charts、tco/exit
  --minutes      在页面旁打开会议纪要面板
  --since        打开“自上次会议以来的变化”（与 --screenshot 一起使用时：渲染该视图）
  --verbose      同时将日志输出到终端
  --lang LANG    本次会话的窗口语言：zh_CN 或 en
  --screenshot PNG  窗口显示后将其渲染为 PNG，然后退出
  --present [VIEW]  以演示模式（F5）打开 FILE 的某个视图：funnel、matrix、path、
                 ranking、poc、baseline、tco、decision（默认 funnel）
  --help, --version

退出码：0 成功，1 用法错误，2 输入有误，3 完整性校验失败，4 文件正被占用，
5 已签署（须由主席先重新开启决策），6 无权操作。
运行“gatebench COMMAND --help”可查看某个命令的选项。
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CommitteeCommand</name>
        <message>
            <source>Committee members:</source>
            <translation>评审委员会成员：</translation>
        </message>
        <message>
            <source>Scoring rounds:</source>
            <translation>评分轮次：</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2, %n cell(s)</source>
            <translation>
                <numerusform>第 %1 轮：%2，%n 个单元格</numerusform>
            </translation>
        </message>
        <message>
            <source>sealed (%1)</source>
            <translation>密封中（%1）</translation>
        </message>
        <message>
            <source>revealed</source>
            <translation>已揭晓</translation>
        </message>
        <message>
            <source>Revealed before its quorum: %1</source>
            <translation>未达法定评分数即揭晓：%1</translation>
        </message>
        <message>
            <source>%1: %2 of %3 cells scored</source>
            <translation>%1：已评 %2 / %3 个单元格</translation>
        </message>
        <message>
            <source>Cells (flagged at a spread of %1 points or more):</source>
            <translation>单元格（极差达到 %1 分及以上时标记）：</translation>
        </message>
        <message>
            <source>sealed</source>
            <translation>密封中</translation>
        </message>
        <message>
            <source>scores %1; mean %2, spread %3, standard deviation %4</source>
            <translation>评分 %1；平均分 %2，极差 %3，标准差 %4</translation>
        </message>
        <message>
            <source>flagged</source>
            <translation>已标记</translation>
        </message>
        <message>
            <source>no scores</source>
            <translation>无评分</translation>
        </message>
        <message>
            <source>consensus %1 (%2, by %3)</source>
            <translation>共识评分 %1（%2，设定人 %3）</translation>
        </message>
        <message>
            <source>provisional mean until a consensus score</source>
            <translation>在设定共识评分之前为暂定平均分</translation>
        </message>
        <message>
            <source>Signatures: %1</source>
            <translation>签字：%1</translation>
        </message>
        <message>
            <source>Decision frozen: %1</source>
            <translation>决策已冻结：%1</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation>审计链头：%1</translation>
        </message>
        <message>
            <source>Show the committee: members, assignments, scoring rounds and their progress, each cell's scores, spread and standard deviation, consensus scores, signatures, the freeze and the audit chain's head, as the acting member may see them. Never writes to FILE.</source>
            <translation>显示评审委员会：成员、评分分工、评分轮次及其进度、每个单元格的评分、极差和标准差、共识评分、签字、冻结状态和审计链头，仅显示当前成员可见的内容。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>The chair sets a cell's consensus score with its reason (the individual scores stay), removes it, or sets the spread at which a cell is flagged. One undoable, audited step.</source>
            <translation>主席为某个单元格设定共识评分及理由（各成员的评分保留不变）、删除共识评分，或设定标记单元格的极差阈值。为一个可撤销并记入审计日志的步骤。</translation>
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation>候选方案编号。</translation>
        </message>
        <message>
            <source>The bonus criterion's id.</source>
            <translation>加分项编号。</translation>
        </message>
        <message>
            <source>The consensus score, 0 to 5.</source>
            <translation>共识评分，0 到 5。</translation>
        </message>
        <message>
            <source>Why the committee settled on it (at least 10 characters).</source>
            <translation>评审委员会确定该评分的理由（至少 10 个字符）。</translation>
        </message>
        <message>
            <source>Remove the cell's consensus score.</source>
            <translation>删除该单元格的共识评分。</translation>
        </message>
        <message>
            <source>Flag cells whose scores lie this many points apart or more (default 2).</source>
            <translation>评分相差达到此分数及以上的单元格予以标记（默认 2）。</translation>
        </message>
        <message>
            <source>consensus takes --candidate and --criterion with --score and --reason (or --clear), or --spread-threshold</source>
            <translation>consensus 需要 --candidate 和 --criterion 以及 --score 和 --reason（或 --clear），或者 --spread-threshold</translation>
        </message>
        <message>
            <source>--spread-threshold takes a number</source>
            <translation>--spread-threshold 需要一个数字</translation>
        </message>
        <message>
            <source>consensus needs --candidate and --criterion</source>
            <translation>consensus 需要 --candidate 和 --criterion</translation>
        </message>
        <message>
            <source>consensus takes --score (with --reason) or --clear</source>
            <translation>consensus 需要 --score（及 --reason）或 --clear</translation>
        </message>
        <message>
            <source>--score takes a number from 0 to 5</source>
            <translation>--score 需要 0 到 5 之间的数字</translation>
        </message>
        <message>
            <source>a consensus score needs --reason</source>
            <translation>共识评分需要 --reason</translation>
        </message>
        <message>
            <source>Cells whose scores lie %1 points or more apart are flagged.
</source>
            <translation>评分相差 %1 分及以上的单元格将被标记。
</translation>
        </message>
        <message>
            <source>Removed the consensus score of %1 / %2.
</source>
            <translation>已删除 %1 / %2 的共识评分。
</translation>
        </message>
        <message>
            <source>Consensus score of %1 / %2: %3.
</source>
            <translation>%1 / %2 的共识评分：%3。
</translation>
        </message>
        <message>
            <source>round reveal: the chair reveals a scoring round once every cell has its quorum of scores, or before that with a reason, which is kept with the round and in the audit log.</source>
            <translation>round reveal：每个单元格都达到法定评分数后，由主席揭晓评分轮次；未达到时须给出理由，理由随轮次保存并记入审计日志。</translation>
        </message>
        <message>
            <source>The action: reveal.</source>
            <translation>操作：reveal（揭晓）。</translation>
        </message>
        <message>
            <source>The round to reveal (default: the one round still sealed).</source>
            <translation>要揭晓的轮次（默认：唯一仍处于密封状态的轮次）。</translation>
        </message>
        <message>
            <source>Why the round is revealed before every cell has its quorum.</source>
            <translation>在并非每个单元格都达到法定评分数时揭晓该轮次的理由。</translation>
        </message>
        <message>
            <source>round takes reveal and exactly one FILE</source>
            <translation>round 需要 reveal 和恰好一个 FILE</translation>
        </message>
        <message>
            <source>--round takes a round number</source>
            <translation>--round 需要一个轮次编号</translation>
        </message>
        <message>
            <source>Revealed scoring round %1.
</source>
            <translation>已揭晓第 %1 轮评分。
</translation>
        </message>
        <message numerus="yes">
            <source>Revealed scoring round %1 before %n cell(s) reached their quorum.
</source>
            <translation>
                <numerusform>已在 %n 个单元格达到法定评分数之前揭晓第 %1 轮评分。
</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::CommitteePage</name>
        <message>
            <source>Sealed, taking scores</source>
            <translation>密封中，正在评分</translation>
        </message>
        <message>
            <source>Sealed, closed</source>
            <translation>密封中，已截止</translation>
        </message>
        <message>
            <source>Revealed</source>
            <translation>已揭晓</translation>
        </message>
        <message>
            <source>Reveal round…</source>
            <translation>揭晓轮次…</translation>
        </message>
        <message>
            <source>Set consensus score…</source>
            <translation>设定共识评分…</translation>
        </message>
        <message>
            <source>Remove consensus score</source>
            <translation>删除共识评分</translation>
        </message>
        <message>
            <source>Committee</source>
            <translation>评审委员会</translation>
        </message>
        <message>
            <source>&lt;b&gt;Scoring rounds&lt;/b&gt;</source>
            <translation>&lt;b&gt;评分轮次&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Cells</source>
            <translation>单元格</translation>
        </message>
        <message>
            <source>Progress (scored of assigned)</source>
            <translation>进度（已评 / 应评）</translation>
        </message>
        <message>
            <source>Short of quorum</source>
            <translation>未达法定评分数</translation>
        </message>
        <message>
            <source>The chair reveals the chosen round: once every cell has its quorum of scores, or before that with a reason kept in the audit log.</source>
            <translation>由主席揭晓所选轮次：每个单元格都达到法定评分数后即可揭晓；未达到时须给出理由，理由记入审计日志。</translation>
        </message>
        <message>
            <source>Flag a cell when its scores lie apart by at least</source>
            <translation>评分相差达到以下分数时标记单元格：</translation>
        </message>
        <message>
            <source> points</source>
            <translation> 分</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Bonus criterion</source>
            <translation>加分项</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>Mean</source>
            <translation>平均分</translation>
        </message>
        <message>
            <source>Spread</source>
            <translation>极差</translation>
        </message>
        <message>
            <source>Standard deviation</source>
            <translation>标准差</translation>
        </message>
        <message>
            <source>Flag</source>
            <translation>标记</translation>
        </message>
        <message>
            <source>Consensus</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>Scores and spreads</source>
            <translation>评分与极差</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Acting as %1 (%2).</source>
            <translation>当前身份：%1（%2）。</translation>
        </message>
        <message>
            <source>No committee member chosen on this machine.</source>
            <translation>本机尚未选定评审委员会成员。</translation>
        </message>
        <message>
            <source>While a round is sealed its scores are shown to no one but their author; the chair sees the progress, never the values.</source>
            <translation>轮次密封期间，评分只对评分人本人可见；主席只能看到进度，看不到分值。</translation>
        </message>
        <message>
            <source>%1 %2/%3</source>
            <translation>%1 %2/%3</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <translation>%1：%2 / %3</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Sealed</source>
            <translation>密封中</translation>
        </message>
        <message>
            <source>Sealed; yours: %1</source>
            <translation>密封中；您的评分：%1</translation>
        </message>
        <message>
            <source>Flagged: provisional mean</source>
            <translation>已标记：暂定平均分</translation>
        </message>
        <message>
            <source>Flagged</source>
            <translation>已标记</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message numerus="yes">
            <source>%n flagged cell(s); </source>
            <translation>
                <numerusform>已标记 %n 个单元格；</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n provisional mean(s) until the chair sets a consensus score. </source>
            <translation>
                <numerusform>%n 个暂定平均分，待主席设定共识评分。</numerusform>
            </translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation>审计链头：%1</translation>
        </message>
        <message>
            <source>Reveal before the quorum</source>
            <translation>未达法定评分数时揭晓</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) of round %1 lack their quorum of scores. Reveal anyway only with a reason, kept with the round and in the audit log:</source>
            <translation>
                <numerusform>第 %1 轮有 %n 个单元格未达到法定评分数。如仍要揭晓，须给出理由，理由随轮次保存并记入审计日志：</numerusform>
            </translation>
        </message>
        <message>
            <source>A round short of its quorum is revealed only with a reason.</source>
            <translation>未达到法定评分数的轮次只能在给出理由后揭晓。</translation>
        </message>
        <message>
            <source>Reveal round</source>
            <translation>揭晓轮次</translation>
        </message>
        <message>
            <source>Reveal round %1? Every member then sees every score of it.</source>
            <translation>揭晓第 %1 轮？揭晓后每位成员都能看到该轮的全部评分。</translation>
        </message>
        <message>
            <source>Choose a cell in the table first.</source>
            <translation>请先在表格中选择一个单元格。</translation>
        </message>
        <message>
            <source>This cell is sealed in a scoring round: the chair reveals the round first.</source>
            <translation>该单元格在某个评分轮次中处于密封状态：须先由主席揭晓该轮次。</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s)</source>
            <translation>
                <numerusform>%n 个单元格</numerusform>
            </translation>
        </message>
        <message>
            <source>This evaluation has no bonus criteria, so the committee has nothing to score: gate criteria are judged pass or fail, not scored. Add bonus criteria on the Requirements page (tier: bonus).</source>
            <translation>本评估没有加分项，委员会无需评分：门槛项只判定通过或未通过，不评分。请在“需求”页添加加分项（层级：加分）。</translation>
        </message>
        <message>
            <source>No bonus score yet. Members score the bonus criteria on the Requirements page (Assessments tab), or offline in a kit (File &gt; Committee packets). To keep each member's scores sealed until they are revealed, the chair first opens a scoring round (Committee &gt; Open a scoring round).</source>
            <translation>尚无加分项评分。委员在“需求”页（“评审”标签页）为加分项评分，或离线在评分副本中评分（文件 &gt; 委员评分包）。若要在揭晓之前让每位委员的评分保持密封，主席应先开启评分轮次（评审委员会 &gt; 开启评分轮次）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ConsensusDialog</name>
        <message>
            <source>Consensus score</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Revealed scores: %2&lt;br&gt;The individual scores and any dissent stay recorded; the decision uses the consensus score.</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;已揭晓的评分：%2&lt;br&gt;各成员的评分和不同意见仍保留在记录中；决策采用共识评分。</translation>
        </message>
        <message>
            <source>Score (0-5):</source>
            <translation>评分（0-5）：</translation>
        </message>
        <message>
            <source>Why the committee settled on this score (at least %1 characters)</source>
            <translation>评审委员会确定该评分的理由（至少 %1 个字符）</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>理由：</translation>
        </message>
        <message>
            <source>The reason needs at least %1 characters.</source>
            <translation>理由至少需要 %1 个字符。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CopyCommand</name>
        <message>
            <source>Copy an evaluation whole: from a file to a PostgreSQL server, from a server to a file, or between files or servers. Every table, the audit chain (its head unchanged), the evidence files and the settings. A server is named by postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME (never with a password: it is read from ~/.pgpass); its evaluation is created. Never writes to SOURCE.</source>
            <translation>完整复制评估：从文件到 PostgreSQL 服务器、从服务器到文件，或在文件之间、服务器之间复制。包括每张表、审计链（链头不变）、证据文件和设置。服务器以 postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME 指定（绝不含密码：密码从 ~/.pgpass 读取）；其中的评估会被新建。从不写入 SOURCE。</translation>
        </message>
        <message>
            <source>The evaluation to copy (a file or a server).</source>
            <translation>要复制的评估（文件或服务器）。</translation>
        </message>
        <message>
            <source>Where to copy it (a new file or a server's new evaluation).</source>
            <translation>复制到何处（新文件或服务器上的新评估）。</translation>
        </message>
        <message>
            <source>Replace the evaluation at DESTINATION if there is one.</source>
            <translation>若 DESTINATION 处已有评估，则替换它。</translation>
        </message>
        <message>
            <source>copy takes a SOURCE and a DESTINATION</source>
            <translation>copy 需要一个 SOURCE 和一个 DESTINATION</translation>
        </message>
        <message>
            <source>SOURCE and DESTINATION are the same</source>
            <translation>SOURCE 与 DESTINATION 相同</translation>
        </message>
        <message numerus="yes">
            <source>Copied %1 to %2: %n rows</source>
            <translation>
                <numerusform>已将 %1 复制到 %2：%n 行</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::Coverage</name>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation>候选方案 %1 已不存在</translation>
        </message>
        <message>
            <source>Mark %1 / %2 as %3</source>
            <translation>将“%1”的“%2”标为%3</translation>
        </message>
        <message>
            <source>Clear the workflow coverage of %1 / %2</source>
            <translation>清除“%1”在“%2”上的工作流覆盖</translation>
        </message>
        <message>
            <source>Mark the workflow step %1 essential</source>
            <translation>将工作流步骤“%1”标为必要</translation>
        </message>
        <message>
            <source>Mark the workflow step %1 not essential</source>
            <translation>将工作流步骤“%1”标为非必要</translation>
        </message>
        <message>
            <source>There is no member %1 in this evaluation.</source>
            <translation>本评估中没有成员 %1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CoverageCellDialog</name>
        <message>
            <source>Workflow coverage</source>
            <translation>工作流覆盖</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>Who may do what, across which teams</source>
            <translation>谁可以做什么，跨哪些团队</translation>
        </message>
        <message>
            <source>Coverage:</source>
            <translation>覆盖方式：</translation>
        </message>
        <message>
            <source>Owning team (Chinese):</source>
            <translation>负责团队（中文）：</translation>
        </message>
        <message>
            <source>Owning team (English):</source>
            <translation>负责团队（英文）：</translation>
        </message>
        <message>
            <source>Permission boundary (Chinese):</source>
            <translation>权限边界（中文）：</translation>
        </message>
        <message>
            <source>Permission boundary (English):</source>
            <translation>权限边界（英文）：</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>备注：</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CriteriaImporter</name>
        <message>
            <source>"%1" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓)</source>
            <translation>“%1”不是层级；请填写 gate、bonus 或 deferred（门槛、加分或暂缓）</translation>
        </message>
        <message>
            <source>"%1" is not a usable id: use lower-case letters, digits and hyphens, at most 64</source>
            <translation>“%1”不是可用的编号：请使用小写字母、数字和连字符，最多 64 个字符</translation>
        </message>
        <message>
            <source>the id %1 appears twice in the import (first on line %2)</source>
            <translation>编号 %1 在导入数据中出现了两次（首次出现在第 %2 行）</translation>
        </message>
        <message>
            <source>only bonus criteria have a weight; a gate or a deferred item is never weighted or averaged (leave the cell empty)</source>
            <translation>只有加分项有权重；门槛项和暂缓项从不加权或平均（请留空）</translation>
        </message>
        <message>
            <source>a weight is a number of 0 or more (0 leaves the criterion out of the score)</source>
            <translation>权重是不小于 0 的数（0 表示该评估项不计入得分）</translation>
        </message>
        <message>
            <source>only deferred items have a review date (leave the cell empty)</source>
            <translation>只有暂缓项有复审日期（请留空）</translation>
        </message>
        <message>
            <source>the file also has the columns %1 and %2, so this column is not imported</source>
            <translation>文件中已有 %1 和 %2 两列，因此不导入此列</translation>
        </message>
        <message>
            <source>the requirement has no title in either language</source>
            <translation>该评估项在两种语言下都没有标题</translation>
        </message>
        <message>
            <source>"%1" is not one of the categories (%2); it is kept as the committee's own category</source>
            <translation>“%1”不在已有类别（%2）中；将作为评审委员会自定义的类别保留</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CriteriaTableModel</name>
        <message>
            <source>When ticked, a Pass or Fail needs an evidence note</source>
            <translation>勾选后，判定“通过”或“未通过”时必须填写证据说明</translation>
        </message>
        <message>
            <source>Weight of this bonus criterion (0 leaves it out of the score)</source>
            <translation>此加分项的权重（为 0 时不计入得分）</translation>
        </message>
        <message>
            <source>Only bonus criteria are weighted; gates are never averaged</source>
            <translation>只有加分项有权重；门槛项从不参与平均</translation>
        </message>
        <message>
            <source>When the committee looks at this deferred item again</source>
            <translation>委员会重新审视此暂缓项的日期</translation>
        </message>
        <message>
            <source>Only deferred items have a review date</source>
            <translation>只有暂缓项有复审日期</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Tier</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Acceptance rule</source>
            <translation>验收规则</translation>
        </message>
        <message>
            <source>Evidence required for a Pass or Fail</source>
            <translation>判定“通过”或“未通过”时需要证据</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>证据</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Review date</source>
            <translation>复审日期</translation>
        </message>
        <message>
            <source>A requirement needs a title.</source>
            <translation>需求必须有标题。</translation>
        </message>
        <message>
            <source>"%1" is not a tier; choose gate, bonus or deferred.</source>
            <translation>“%1”不是有效层级；请选择门槛项、加分项或暂缓项。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvCliOptions</name>
        <message>
            <source>Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, UTF-16BE, GBK, GB18030 or another name ICU knows.</source>
            <translation>按此编码读取文件，不自动检测：UTF-8、UTF-16LE、UTF-16BE、GBK、GB18030 或 ICU 支持的其他编码名称。</translation>
        </message>
        <message>
            <source>The field separator instead of detecting it: comma, semicolon, tab, pipe or one character.</source>
            <translation>指定字段分隔符，不自动检测：comma、semicolon、tab、pipe 或单个字符。</translation>
        </message>
        <message>
            <source>Whether the first row is a header: yes, no or auto (the default).</source>
            <translation>第一行是否为表头：yes、no 或 auto（默认）。</translation>
        </message>
        <message>
            <source>Skip lines that start with this character (e.g. # in sacct output).</source>
            <translation>跳过以此字符开头的行（例如 sacct 输出中的 #）。</translation>
        </message>
        <message>
            <source>unknown encoding %1</source>
            <translation>未知编码 %1</translation>
        </message>
        <message>
            <source>--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote</source>
            <translation>--delimiter 的取值为 comma、semicolon、tab、pipe 或一个非引号的 ASCII 字符</translation>
        </message>
        <message>
            <source>--header takes yes, no or auto</source>
            <translation>--header 的取值为 yes、no 或 auto</translation>
        </message>
        <message>
            <source>--comment takes one ASCII character other than a quote</source>
            <translation>--comment 的取值为一个非引号的 ASCII 字符</translation>
        </message>
        <message>
            <source>With --kind jobs: the column the team comes from (e.g. vc, qos, account).</source>
            <translation>与 --kind jobs 一起使用：从哪一列读取团队（如 vc、qos、account）。</translation>
        </message>
        <message>
            <source>With --kind jobs: the column the task type comes from (e.g. type).</source>
            <translation>与 --kind jobs 一起使用：从哪一列读取任务类型（如 type）。</translation>
        </message>
        <message>
            <source>With --format alibaba: when the trace starts, as its times count seconds from it, e.g. 2023-01-01T00:00:00 (in the time zone of --tz, else the evaluation's).</source>
            <translation>与 --format alibaba 一起使用：追踪起点，追踪中的时间均为距此起点的秒数，例如 2023-01-01T00:00:00（按 --tz 指定的时区，未指定时按评估的时区）。</translation>
        </message>
        <message>
            <source>unknown format %1 (use one of: %2)</source>
            <translation>未知格式 %1（请使用以下之一：%2）</translation>
        </message>
        <message>
            <source>--%1 goes with --kind %2</source>
            <translation>--%1 须与 --kind %2 一起使用</translation>
        </message>
        <message>
            <source>--format %1 goes with --kind %2</source>
            <translation>--format %1 须与 --kind %2 一起使用</translation>
        </message>
        <message>
            <source>With --kind jobs, what the files are: sacct (Slurm sacct --parsable2 output; see 'gatebench import --kind jobs --format sacct --help'), csv (any job CSV, its columns mapped by their headers), gatebench (GateBench's own job CSV), helios (Helios / Acme logs: job_id,user,vc,gpu_num,...,state,submit_time,start_time,end_time[,type]; team from vc) or alibaba (Alibaba GPU trace v2023 pod lists; needs --trace-start). With --kind tco: csv, gatebench (GateBench's own TCO lines CSV, either language) or finance (a finance cost sheet). Default: csv.</source>
            <translation>使用 --kind jobs 时，文件的类型：sacct（Slurm sacct --parsable2 的输出；参见“gatebench import --kind jobs --format sacct --help”）、csv（任意任务 CSV，按表头映射各列）、gatebench（GateBench 自有的任务 CSV）、helios（Helios / Acme 日志：job_id,user,vc,gpu_num,...,state,submit_time,start_time,end_time[,type]；团队取自 vc）或 alibaba（Alibaba GPU trace v2023 的 pod 列表；需要 --trace-start）。使用 --kind tco 时：csv、gatebench（GateBench 自有的 TCO 费用行 CSV，中英文均可）或 finance（财务成本表）。默认：csv。</translation>
        </message>
        <message>
            <source>With --kind tco: the candidate (id or name) of the lines when the files have no candidate column.</source>
            <translation>使用 --kind tco 时：文件中没有候选方案列时，这些费用行所属的候选方案（编号或名称）。</translation>
        </message>
        <message>
            <source>--candidate goes with --kind %1</source>
            <translation>--candidate 须与 --kind %1 一起使用</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvExporter</name>
        <message>
            <source>CSV</source>
            <translation>CSV</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvFormat</name>
        <message>
            <source>cannot open the file: %1</source>
            <translation>无法打开文件：%1</translation>
        </message>
        <message>
            <source>cannot read the file: %1</source>
            <translation>无法读取文件：%1</translation>
        </message>
        <message>
            <source>CSV</source>
            <translation>CSV</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>文件不存在</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvPreview</name>
        <message>
            <source>error</source>
            <translation>错误</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>note</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Encoding: %1 (confidence %2%)</source>
            <translation>编码：%1（置信度 %2%）</translation>
        </message>
        <message>
            <source>Delimiter: %1 (confidence %2%)</source>
            <translation>分隔符：%1（置信度 %2%）</translation>
        </message>
        <message>
            <source>Header: yes, line %1 (confidence %2%)</source>
            <translation>表头：有，第 %1 行（置信度 %2%）</translation>
        </message>
        <message>
            <source>Header: no (confidence %1%)</source>
            <translation>表头：无（置信度 %1%）</translation>
        </message>
        <message>
            <source>line</source>
            <translation>行号</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>No problems found.</source>
            <translation>未发现问题。</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Line %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>Line %1, field %2</source>
            <translation>第 %1 行，第 %2 个字段</translation>
        </message>
        <message numerus="yes">
            <source>Archive: %1, %n CSV file(s):</source>
            <translation>
                <numerusform>压缩包：%1，包含 %n 个 CSV 文件：</numerusform>
            </translation>
        </message>
        <message>
            <source>Showing %1 (choose another with --member NAME)</source>
            <translation>当前显示 %1（可用 --member NAME 选择其他文件）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvReader</name>
        <message>
            <source>Cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>The input is not open for reading</source>
            <translation>输入未以读取模式打开</translation>
        </message>
        <message>
            <source>The delimiter must be one ASCII character other than a quote</source>
            <translation>分隔符必须是一个非引号的 ASCII 字符</translation>
        </message>
        <message>
            <source>The comment character must be one ASCII character other than a quote or the delimiter</source>
            <translation>注释字符必须是一个 ASCII 字符，且不能是引号或分隔符</translation>
        </message>
        <message>
            <source>Unknown encoding %1</source>
            <translation>未知编码 %1</translation>
        </message>
        <message>
            <source>The file is empty</source>
            <translation>文件为空</translation>
        </message>
        <message>
            <source>The comment character must not be the delimiter</source>
            <translation>注释字符不能与分隔符相同</translation>
        </message>
        <message>
            <source>Record longer than %1 bytes or %2 fields; it was skipped</source>
            <translation>记录超过 %1 字节或 %2 个字段，已跳过</translation>
        </message>
        <message>
            <source>Unterminated quote: the field opened here runs to the end of the file</source>
            <translation>引号未闭合：从此处开始的字段一直延续到文件末尾</translation>
        </message>
        <message numerus="yes">
            <source>%n more problem(s) not listed</source>
            <translation>
                <numerusform>另有 %n 个问题未列出</numerusform>
            </translation>
        </message>
        <message>
            <source>Private-use characters after reading as GB18030: the file may be in another encoding, or use user-defined characters</source>
            <translation>按 GB18030 读取后出现私用区字符：文件可能采用其他编码，或使用了用户自定义字符</translation>
        </message>
        <message>
            <source>Text that is not valid UTF-8 (shown as �); the file may be in another encoding, such as GB18030</source>
            <translation>存在无效的 UTF-8 文本（显示为 �）；文件可能采用其他编码，例如 GB18030</translation>
        </message>
        <message>
            <source>Bytes that are not valid %1 (shown as �); the file may be in another encoding</source>
            <translation>存在无效的 %1 字节（显示为 �）；文件可能采用其他编码</translation>
        </message>
        <message>
            <source>Quote inside a field that does not start with one; it is kept as text</source>
            <translation>字段不以引号开头，但中间出现了引号；该引号按普通文本保留</translation>
        </message>
        <message>
            <source>Text after the closing quote; it is kept after the quoted text</source>
            <translation>结束引号后还有文本；已将其保留在引号内文本之后</translation>
        </message>
        <message>
            <source>NUL bytes removed from the field; the file may be damaged</source>
            <translation>已从字段中删除 NUL 字节；文件可能已损坏</translation>
        </message>
        <message>
            <source>Missing fields: this row has %1, the header has %2</source>
            <translation>字段缺失：此行有 %1 个字段，表头有 %2 个</translation>
        </message>
        <message>
            <source>Extra fields: this row has %1, the header has %2</source>
            <translation>字段多余：此行有 %1 个字段，表头有 %2 个</translation>
        </message>
        <message>
            <source>Missing fields: this row has %1, the first row has %2</source>
            <translation>字段缺失：此行有 %1 个字段，第一行有 %2 个</translation>
        </message>
        <message>
            <source>Extra fields: this row has %1, the first row has %2</source>
            <translation>字段多余：此行有 %1 个字段，第一行有 %2 个</translation>
        </message>
        <message>
            <source>Record with more than %1 fields; it was skipped</source>
            <translation>记录超过 %1 个字段，已跳过</translation>
        </message>
        <message>
            <source>The file mixes two encodings, UTF-8 and GBK (GB18030): this line is in one, lines before it in the other, so some would be read wrongly. Choose the encoding to read it in (--encoding UTF-8 or --encoding GB18030, or the encoding in the import's preview), or save the file again in one encoding</source>
            <translation>文件混用了两种编码：UTF-8 和 GBK（GB18030）。此行是其中一种，之前的行是另一种，因此部分内容会被读错。请选择读取所用的编码（--encoding UTF-8 或 --encoding GB18030，或在导入预览中选择编码），或将文件重新保存为同一种编码</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvWriter</name>
        <message>
            <source>Writing the CSV file failed: %1</source>
            <translation>写入 CSV 文件失败：%1</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecideCommand</name>
        <message>
            <source>Decide gate first: eliminated, blocked and eligible candidates, the ranking of the eligible ones, the recommended option and the alternative. Never writes to FILE.</source>
            <translation>按门槛优先做出决策：列出淘汰、受阻和合格的候选方案，合格方案的排名，以及推荐方案和备选方案。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>以 JSON 格式输出。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Gate-first decision as of %1</source>
            <translation>门槛优先决策（评估基准日 %1）</translation>
        </message>
        <message>
            <source>No recommendation: no candidate passes every gate.</source>
            <translation>无推荐方案：没有候选方案通过全部门槛项。</translation>
        </message>
        <message>
            <source>Recommended: %1 (%2), bonus score %3</source>
            <translation>推荐方案：%1（%2），加分项得分 %3</translation>
        </message>
        <message>
            <source>No alternative: only one candidate passes every gate.</source>
            <translation>无备选方案：只有一个候选方案通过全部门槛项。</translation>
        </message>
        <message>
            <source>Alternative: %1 (%2), bonus score %3</source>
            <translation>备选方案：%1（%2），加分项得分 %3</translation>
        </message>
        <message>
            <source>Close call: the top two differ by %1 points (%2 or less); the recommendation stands.</source>
            <translation>差距很小：前两名相差 %1 分（不超过 %2 分）；推荐结果不变。</translation>
        </message>
        <message>
            <source>Not a close call: the top two differ by %1 points.</source>
            <translation>差距明显：前两名相差 %1 分。</translation>
        </message>
        <message>
            <source>Candidates (committee order):</source>
            <translation>候选方案（按委员会排列顺序）：</translation>
        </message>
        <message>
            <source>no bonus score</source>
            <translation>无加分项得分</translation>
        </message>
        <message>
            <source>bonus score %1</source>
            <translation>加分项得分 %1</translation>
        </message>
        <message>
            <source>bonus score %1 (for information, not ranked)</source>
            <translation>加分项得分 %1（仅供参考，不参与排名）</translation>
        </message>
        <message numerus="yes">
            <source>%n unscored cell(s) counted as 0</source>
            <translation>
                <numerusform>%n 个未评分单元格按 0 计</numerusform>
            </translation>
        </message>
        <message>
            <source>Failed gate: %1. Evidence: %2</source>
            <translation>未通过的门槛项：%1。证据：%2</translation>
        </message>
        <message>
            <source>Also unknown: %1</source>
            <translation>另有未知项：%1</translation>
        </message>
        <message>
            <source>Unknown gate: %1 (the waiver expired on %2)</source>
            <translation>未知门槛项：%1（豁免已于 %2 到期）</translation>
        </message>
        <message>
            <source>Unknown gate: %1. %2</source>
            <translation>未知门槛项：%1。%2</translation>
        </message>
        <message>
            <source>Unknown gate: %1 (not assessed)</source>
            <translation>未知门槛项：%1（未评估）</translation>
        </message>
        <message>
            <source>Waived gate: %1, by %2 until %3 (an acceptance condition)</source>
            <translation>已豁免门槛项：%1，由“%2”豁免至 %3（列为验收条件）</translation>
        </message>
        <message>
            <source>Set aside by the committee (no status):</source>
            <translation>委员会暂不纳入（无状态）：</translation>
        </message>
        <message>
            <source>Deferred items (never scored or judged):</source>
            <translation>暂缓项（不评分、不判定）：</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>无日期</translation>
        </message>
        <message>
            <source>%1: owner %2, review %3</source>
            <translation>%1：负责人“%2”，复审日期 %3</translation>
        </message>
        <message>
            <source>Weight sensitivity (each weight searched from 0 to %1):</source>
            <translation>权重敏感性分析（每个权重在 0 到 %1 之间搜索）：</translation>
        </message>
        <message>
            <source>%1 (weight %2): </source>
            <translation>%1（权重 %2）：</translation>
        </message>
        <message>
            <source>no change of leader from 0 to %1</source>
            <translation>在 0 到 %1 之间领先者不变</translation>
        </message>
        <message>
            <source>%1 leads past weight %2 (change %3)</source>
            <translation>权重超过 %2 后“%1”领先（变化 %3）</translation>
        </message>
        <message>
            <source>%1 leads at weight %2 (change %3)</source>
            <translation>权重为 %2 时“%1”领先（变化 %3）</translation>
        </message>
        <message>
            <source>%1 Note: %2</source>
            <translation>%1备注：%2</translation>
        </message>
        <message>
            <source>Passed gate: %1, computed from the PoC runs: %2</source>
            <translation>通过的门槛项：%1，由 PoC 运行计算得出：%2</translation>
        </message>
        <message>
            <source>Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation>按此日期判断豁免是否到期，格式 YYYY-MM-DD（默认：评估日期；若无，则为今天）。</translation>
        </message>
        <message>
            <source>Recommended: %1, bonus score %2</source>
            <translation>推荐方案：%1，加分项得分 %2</translation>
        </message>
        <message>
            <source>Alternative: %1, bonus score %2</source>
            <translation>备选方案：%1，加分项得分 %2</translation>
        </message>
        <message>
            <source>Also unknown: %1 gates, numbers %2</source>
            <translation>另有未知项：%1 个门槛项，编号 %2</translation>
        </message>
        <message>
            <source>Not assessed: %1 gates, numbers %2</source>
            <translation>未评估：%1 个门槛项，编号 %2</translation>
        </message>
        <message>
            <source>Other bonus criteria, no change of leader from 0 to %1: %2</source>
            <translation>其余加分项（权重在 0 到 %1 之间领先者不变）：%2 个</translation>
        </message>
        <message>
            <source>Provisional bonus score: the mean of the scores stands for %1 (they lie %2 points or more apart) until the chair sets a consensus score</source>
            <translation>暂定加分：在主席设定共识评分之前，%1 暂以评分的平均分计（各评分相差 %2 分及以上）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Decimal</name>
        <message>
            <source>%1 is out of range: an exact decimal holds at most %2 digits</source>
            <translation>%1 超出范围：精确小数最多 %2 位数字</translation>
        </message>
        <message>
            <source>Cannot keep %1 decimal places: the limit is %2</source>
            <translation>无法保留 %1 位小数：上限为 %2 位</translation>
        </message>
        <message>
            <source>%1 is not an amount: unmatched parenthesis at character %2</source>
            <translation>%1 不是金额：第 %2 个字符处的括号不成对</translation>
        </message>
        <message>
            <source>%1 is not an amount: unexpected “%2” at character %3</source>
            <translation>%1 不是金额：第 %3 个字符处出现意外的“%2”</translation>
        </message>
        <message>
            <source>%1 is not an amount: the digit group at character %2 must have three digits</source>
            <translation>%1 不是金额：第 %2 个字符处的数字分组必须为三位</translation>
        </message>
        <message>
            <source>%1 names two currencies</source>
            <translation>%1 写了两种货币</translation>
        </message>
        <message>
            <source>%1 is not an amount: a second sign at character %2</source>
            <translation>%1 不是金额：第 %2 个字符处出现第二个正负号</translation>
        </message>
        <message>
            <source>The amount is empty</source>
            <translation>金额为空</translation>
        </message>
        <message>
            <source>%1 has more than %2 decimal places</source>
            <translation>%1 的小数位数超过 %2 位</translation>
        </message>
        <message>
            <source>%1 is not an amount: it has no digits</source>
            <translation>%1 不是金额：没有数字</translation>
        </message>
        <message>
            <source>%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals, or state the decimal separator</source>
            <translation>%1 有歧义：请只用“,”分隔千位（1,234.5），用“.”表示小数点，或指明小数分隔符</translation>
        </message>
        <message>
            <source>%1 is not an amount: a second decimal separator at character %2</source>
            <translation>%1 不是金额：第 %2 个字符处出现第二个小数分隔符</translation>
        </message>
        <message>
            <source>%1 has more than %2 decimal places; round an operand first</source>
            <translation>%1 的小数位数超过 %2 位；请先对其中一个数取整</translation>
        </message>
        <message>
            <source>%1 cannot be divided by zero</source>
            <translation>%1 不能除以零</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecisionCharts</name>
        <message>
            <source>Waived by %1 until %2: %3</source>
            <translation>已由“%1”豁免至 %2：%3</translation>
        </message>
        <message>
            <source>Waiver by %1 expired on %2; the gate counts as unknown again: %3</source>
            <translation>“%1”的豁免已于 %2 到期，该门槛项重新视为未知：%3</translation>
        </message>
        <message>
            <source>Incomplete waiver (it needs an owner, a reason and an expiry date); the gate counts as unknown</source>
            <translation>豁免信息不完整（需要负责人、理由和到期日期），该门槛项视为未知</translation>
        </message>
        <message>
            <source>Not assessed yet: unknown</source>
            <translation>尚未评估：未知</translation>
        </message>
        <message>
            <source>Evidence: none recorded</source>
            <translation>证据：尚无记录</translation>
        </message>
        <message>
            <source>Evidence: %1</source>
            <translation>证据：%1</translation>
        </message>
        <message>
            <source>Last changed by %1 on %2</source>
            <translation>最后由“%1”于 %2 修改</translation>
        </message>
        <message>
            <source>Last changed on %1</source>
            <translation>最后修改于 %1</translation>
        </message>
        <message>
            <source>Last changed by %1</source>
            <translation>最后由“%1”修改</translation>
        </message>
        <message>
            <source>rule unreadable</source>
            <translation>规则无法读取</translation>
        </message>
        <message>
            <source>%1/%2 runs</source>
            <translation>%1/%2 次运行</translation>
        </message>
        <message>
            <source>%1, borderline</source>
            <translation>%1，临界</translation>
        </message>
        <message>
            <source>%1, overridden</source>
            <translation>%1，已裁定</translation>
        </message>
        <message>
            <source>Note: %1</source>
            <translation>备注：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecisionEngine</name>
        <message>
            <source>Eligible</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Blocked</source>
            <translation>受阻</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>淘汰</translation>
        </message>
        <message>
            <source>The assessment of %1 on %2 has an unknown verdict %3</source>
            <translation>候选方案 %1 在评估项 %2 上的结论 %3 无法识别</translation>
        </message>
        <message>
            <source>Criterion %1 has an unknown tier %2</source>
            <translation>评估项 %1 的层级 %2 无法识别</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecisionPanel</name>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>As PNG…</source>
            <translation>PNG 格式…</translation>
        </message>
        <message>
            <source>As SVG…</source>
            <translation>SVG 格式…</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Weight sensitivity</source>
            <translation>权重敏感性分析</translation>
        </message>
        <message>
            <source>Elimination funnel</source>
            <translation>淘汰漏斗</translation>
        </message>
        <message>
            <source>Bonus scores</source>
            <translation>加分项得分</translation>
        </message>
        <message>
            <source>Decision as of %1</source>
            <translation>决策（评估基准日 %1）</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
        <message>
            <source>Candidates left after each gate category, as of %1</source>
            <translation>各门槛类别筛选后剩余的候选方案（评估基准日 %1）</translation>
        </message>
        <message>
            <source>Bonus scores as of %1</source>
            <translation>加分项得分（评估基准日 %1）</translation>
        </message>
        <message>
            <source>&lt;b&gt;No recommendation:&lt;/b&gt; no candidate passes every gate yet.</source>
            <translation>&lt;b&gt;无推荐方案：&lt;/b&gt;目前没有候选方案通过全部门槛项。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended:&lt;/b&gt; %1 (bonus score %2).</source>
            <translation>&lt;b&gt;推荐方案：&lt;/b&gt;%1（加分项得分 %2）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recommended:&lt;/b&gt; %1 (no score yet).</source>
            <translation>&lt;b&gt;推荐方案：&lt;/b&gt;%1（尚无得分）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; none, no other candidate passes every gate.</source>
            <translation>&lt;b&gt;备选方案：&lt;/b&gt;无，没有其他候选方案通过全部门槛项。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; %1 (bonus score %2).</source>
            <translation>&lt;b&gt;备选方案：&lt;/b&gt;%1（加分项得分 %2）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; %1 (no score yet).</source>
            <translation>&lt;b&gt;备选方案：&lt;/b&gt;%1（尚无得分）。</translation>
        </message>
        <message>
            <source>Close call, no clear winner: the top two are %1 points apart (%2 or less). The recommendation stands, flagged.</source>
            <translation>结果接近，没有明显胜出者：前两名相差 %1 分（不超过 %2 分）。推荐结论保留，但已标注。</translation>
        </message>
        <message>
            <source>(waiver expired %1)</source>
            <translation>（豁免已于 %1 到期）</translation>
        </message>
        <message>
            <source>%1 — set aside by the committee (no status)</source>
            <translation>%1——委员会暂不纳入（无状态）</translation>
        </message>
        <message>
            <source>%1 — set aside by the committee (no status): %2</source>
            <translation>%1——委员会暂不纳入（无状态）：%2</translation>
        </message>
        <message>
            <source>Bonus score %1, for information, not ranked</source>
            <translation>加分项得分 %1，仅供参考，不参与排名</translation>
        </message>
        <message>
            <source>No score yet; not ranked</source>
            <translation>尚无得分；不参与排名</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank %2, bonus score %3</source>
            <translation>%1——&lt;span style="color:#1b5e20;"&gt;合格&lt;/span&gt;，排名第 %2，加分项得分 %3</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank %2, no score yet</source>
            <translation>%1——&lt;span style="color:#1b5e20;"&gt;合格&lt;/span&gt;，排名第 %2，尚无得分</translation>
        </message>
        <message>
            <source>Eligible only on a waiver of %1 (by %2), valid until %3</source>
            <translation>仅凭对“%1”的豁免而合格（由“%2”豁免，有效期至 %3）</translation>
        </message>
        <message>
            <source>%1 bonus scores missing, counted as 0</source>
            <translation>缺少 %1 个加分项得分，按 0 计</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#7a4100;"&gt;Blocked&lt;/span&gt;: unknown %2</source>
            <translation>%1——&lt;span style="color:#7a4100;"&gt;受阻&lt;/span&gt;：门槛项“%2”结论未知</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#b71c1c;"&gt;Eliminated&lt;/span&gt;: fails %2</source>
            <translation>%1——&lt;span style="color:#b71c1c;"&gt;淘汰&lt;/span&gt;：未通过门槛项“%2”</translation>
        </message>
        <message>
            <source>Also unknown: %1</source>
            <translation>另有未知项：%1</translation>
        </message>
        <message>
            <source>%1 (weight %2): fewer than two eligible candidates, nothing to compare</source>
            <translation>%1（权重 %2）：合格候选方案少于两个，无可比较</translation>
        </message>
        <message>
            <source>%1 (weight %2): no weight from 0 to %3 changes the leader</source>
            <translation>%1（权重 %2）：权重在 0 到 %3 之间取任何值都不会改变领先者</translation>
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight rose above %4</source>
            <translation>%1（权重 %2）：若权重升至 %4 以上，“%3”将领先</translation>
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight rose to %4</source>
            <translation>%1（权重 %2）：若权重升至 %4，“%3”将领先</translation>
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight fell below %4</source>
            <translation>%1（权重 %2）：若权重降至 %4 以下，“%3”将领先</translation>
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight fell to %4</source>
            <translation>%1（权重 %2）：若权重降至 %4，“%3”将领先</translation>
        </message>
        <message>
            <source>No bonus criteria.</source>
            <translation>没有加分项。</translation>
        </message>
        <message>
            <source>Sealed:</source>
            <translation>已封存：</translation>
        </message>
        <message>
            <source>Bonus score sealed; not ranked</source>
            <translation>加分已封存；不参与排名</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank and bonus score sealed</source>
            <translation>%1 — &lt;span style="color:#1b5e20;"&gt;合格&lt;/span&gt;，排名和加分已封存</translation>
        </message>
        <message>
            <source>Provisional: the mean stands for %1 until the chair sets a consensus score</source>
            <translation>暂定：在主席设定共识评分之前，%1 暂以平均分计</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecisionRecordCommands</name>
        <message>
            <source>Make the decision record</source>
            <translation>创建决策记录</translation>
        </message>
        <message>
            <source>Edit the decision record</source>
            <translation>编辑决策记录</translation>
        </message>
        <message>
            <source>Make a new version of the signed decision record</source>
            <translation>为已签署的决策记录创建新版本</translation>
        </message>
    </context>
    <context>
        <name>gatebench::DecisionRecordRepository</name>
        <message>
            <source>Someone else saved the decision record meanwhile: it is shown again, as saved</source>
            <translation>其他人已在此期间保存了决策记录：现按其保存的内容重新显示</translation>
        </message>
    </context>
    <context>
        <name>gatebench::EliminationFunnelChart</name>
        <message>
            <source>Elimination funnel</source>
            <translation>淘汰漏斗</translation>
        </message>
        <message>
            <source>Still in, no open gate</source>
            <translation>保留，无待定门槛项</translation>
        </message>
        <message>
            <source>Still in, blocked by an unknown gate</source>
            <translation>保留，因未知门槛项受阻</translation>
        </message>
        <message>
            <source>Eliminated here</source>
            <translation>在此淘汰</translation>
        </message>
        <message>
            <source>Shortlisted: %1</source>
            <translation>入围：%1</translation>
        </message>
        <message>
            <source>%1: %2 left, %3 of them blocked</source>
            <translation>%1：剩余 %2 个，其中 %3 个受阻</translation>
        </message>
        <message>
            <source>%1: %2 left</source>
            <translation>%1：剩余 %2 个</translation>
        </message>
        <message>
            <source>eliminated here: %1</source>
            <translation>在此淘汰：%1</translation>
        </message>
        <message>
            <source>Shortlisted candidates</source>
            <translation>入围候选方案</translation>
        </message>
        <message numerus="yes">
            <source>%n through on a waiver</source>
            <translation>
                <numerusform>%n 个凭豁免通过</numerusform>
            </translation>
        </message>
        <message>
            <source>Shortlisted</source>
            <translation>入围</translation>
        </message>
        <message>
            <source>Still in on a waiver</source>
            <translation>凭豁免保留</translation>
        </message>
    </context>
    <context>
        <name>gatebench::EvaluationQueries</name>
        <message>
            <source>Only a GateBench file can be read by a worker thread.</source>
            <translation>只有 GateBench 文件可以由后台线程读取。</translation>
        </message>
        <message>
            <source>The evaluation has no committee member %1.</source>
            <translation>该评估中没有评审委员会成员 %1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::EvidencePanel</name>
        <message>
            <source>Save evidence</source>
            <translation>保存证据</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>还原</translation>
        </message>
        <message>
            <source>Attach file…</source>
            <translation>附加文件…</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>What shows the verdict: the test, the document, the vendor's written answer…</source>
            <translation>支持该结论的依据：测试、文档、厂商的书面答复…</translation>
        </message>
        <message>
            <source>Links, one per line</source>
            <translation>链接，每行一个</translation>
        </message>
        <message>
            <source>Save the note and links (Ctrl+Enter)</source>
            <translation>保存说明和链接（Ctrl+Enter）</translation>
        </message>
        <message>
            <source>Evidence note:</source>
            <translation>证据说明：</translation>
        </message>
        <message>
            <source>Attached files (up to 20 MiB each):</source>
            <translation>附件（每个不超过 20 MiB）：</translation>
        </message>
        <message>
            <source>Save evidence and mark %1</source>
            <translation>保存证据并标记为“%1”</translation>
        </message>
        <message>
            <source>Evidence: choose a cell of the grid</source>
            <translation>证据：请在表格中选择一个单元格</translation>
        </message>
        <message>
            <source>Evidence: %1 / %2</source>
            <translation>证据：%1 / %2</translation>
        </message>
        <message>
            <source>(by %1 until %2: %3)</source>
            <translation>（由“%1”豁免至 %2：%3）</translation>
        </message>
        <message>
            <source>· evidence required for Pass or Fail</source>
            <translation>· 判定通过或未通过时需要证据</translation>
        </message>
        <message>
            <source>Nothing recorded yet.</source>
            <translation>尚无记录。</translation>
        </message>
        <message>
            <source>No scores yet.</source>
            <translation>尚无评分。</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>评分：%1</translation>
        </message>
        <message>
            <source>%1 (%2), added by %3</source>
            <translation>%1（%2），由“%3”添加</translation>
        </message>
        <message>
            <source>SHA-256 %1, added at %2</source>
            <translation>SHA-256 %1，添加于 %2</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>已保存。</translation>
        </message>
        <message>
            <source>The verdict was not changed.</source>
            <translation>结论未更改。</translation>
        </message>
        <message>
            <source>Attach evidence</source>
            <translation>附加证据</translation>
        </message>
        <message>
            <source>Attached %1.</source>
            <translation>已附加“%1”。</translation>
        </message>
        <message>
            <source>Cannot write %1.</source>
            <translation>无法写入 %1。</translation>
        </message>
        <message>
            <source>Save evidence file</source>
            <translation>保存证据文件</translation>
        </message>
        <message>
            <source>Remove evidence file</source>
            <translation>删除证据文件</translation>
        </message>
        <message>
            <source>Remove %1 from this cell? You can undo this with Edit &gt; Undo.</source>
            <translation>要从此单元格中删除“%1”吗？可以通过“编辑 &gt; 撤销”撤回。</translation>
        </message>
        <message>
            <source>Links, one per line:</source>
            <translation>链接（每行一个）：</translation>
        </message>
        <message>
            <source>&lt;b&gt;Vendor answer:&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;厂商回答：&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>Last changed by %1 at %2</source>
            <translation>最后由“%1”于 %2 修改</translation>
        </message>
        <message>
            <source>Cite workflow gaps</source>
            <translation>引用工作流缺口</translation>
        </message>
        <message>
            <source>Add the candidate's workflow coverage gaps to the evidence note</source>
            <translation>把该候选方案的工作流覆盖缺口加入证据说明</translation>
        </message>
        <message>
            <source>Cited evidence: %1</source>
            <translation>引用的证据：%1</translation>
        </message>
        <message>
            <source>Override…</source>
            <translation>主席裁定…</translation>
        </message>
        <message>
            <source>Clear override</source>
            <translation>清除裁定</translation>
        </message>
        <message>
            <source>Override the verdict computed from the PoC runs with Pass or Fail and a reason</source>
            <translation>以“通过”或“不通过”并附理由，取代由 PoC 运行计算出的结论</translation>
        </message>
        <message>
            <source>&lt;b&gt;Computed from the PoC runs:&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;由 PoC 运行计算：&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>Override the computed verdict</source>
            <translation>裁定计算出的结论</translation>
        </message>
        <message>
            <source>The computed verdict and its figure stay on record beside the override: %1</source>
            <translation>计算出的结论及其数值会与裁定一起保留在记录中：%1</translation>
        </message>
        <message>
            <source>Reason (required):</source>
            <translation>理由（必填）：</translation>
        </message>
        <message>
            <source>Overridden: %1 / %2</source>
            <translation>已裁定：%1 / %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>consensus %1 (%2)</source>
            <translation>共识评分 %1（%2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitBundle</name>
        <message>
            <source>Cannot create a temporary folder: %1</source>
            <translation>无法创建临时文件夹：%1</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: its database %2 cannot be opened: %3</source>
            <translation>导出包 %1 被拒绝：无法打开其数据库 %2：%3</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: the evidence file “%2” (id %3) does not match the SHA-256 recorded for it.</source>
            <translation>导出包 %1 被拒绝：证据文件“%2”（编号 %3）与为其记录的 SHA-256 不符。</translation>
        </message>
        <message>
            <source>Opening the bundle was cancelled; nothing was written.</source>
            <translation>已取消打开导出包；未写入任何内容。</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: the entry “%2” %3.</source>
            <translation>导出包 %1 被拒绝：条目“%2”%3。</translation>
        </message>
        <message>
            <source>has no name</source>
            <translation>没有名称</translation>
        </message>
        <message>
            <source>has a backslash in its name</source>
            <translation>名称中含有反斜杠</translation>
        </message>
        <message>
            <source>has an absolute path</source>
            <translation>使用了绝对路径</translation>
        </message>
        <message>
            <source>names a drive or holds a colon</source>
            <translation>指定了驱动器或含有冒号</translation>
        </message>
        <message>
            <source>has a control character in its name</source>
            <translation>名称中含有控制字符</translation>
        </message>
        <message>
            <source>leads out of the folder with “..”</source>
            <translation>通过“..”指向了文件夹之外</translation>
        </message>
        <message>
            <source>has an empty or “.” part in its path</source>
            <translation>路径中有为空或为“.”的部分</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: it is not a readable ZIP archive (cut short or damaged).</source>
            <translation>导出包 %1 被拒绝：它不是可读取的 ZIP 压缩包（文件被截断或已损坏）。</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: it holds more than %2 entries.</source>
            <translation>导出包 %1 被拒绝：其中的条目超过 %2 个。</translation>
        </message>
        <message>
            <source>is a symbolic link</source>
            <translation>是符号链接</translation>
        </message>
        <message>
            <source>is a folder, which a bundle does not hold</source>
            <translation>是文件夹，而导出包中不应包含文件夹</translation>
        </message>
        <message>
            <source>appears more than once</source>
            <translation>出现了不止一次</translation>
        </message>
        <message>
            <source>is encrypted</source>
            <translation>已加密</translation>
        </message>
        <message>
            <source>is compressed with a method GateBench cannot read (%1)</source>
            <translation>使用了 GateBench 无法读取的压缩方法（%1）</translation>
        </message>
        <message>
            <source>unpacks to more than %1 times its compressed size of %2 (a possible ZIP bomb)</source>
            <translation>解压后超过其压缩大小（%2）的 %1 倍（可能是 ZIP 炸弹）</translation>
        </message>
        <message>
            <source>takes the bundle past %1 unpacked (a possible ZIP bomb)</source>
            <translation>使导出包解压后的大小超过 %1（可能是 ZIP 炸弹）</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: its entries unpack to more than %2 times their compressed size (a possible ZIP bomb).</source>
            <translation>导出包 %1 被拒绝：其条目解压后超过压缩大小的 %2 倍（可能是 ZIP 炸弹）。</translation>
        </message>
        <message>
            <source>cannot be found again in the archive (damaged)</source>
            <translation>无法在压缩包中再次找到（已损坏）</translation>
        </message>
        <message>
            <source>is damaged and cannot be unpacked (ZIP error %1)</source>
            <translation>已损坏，无法解压（ZIP 错误 %1）</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>unpacks to more bytes than it declares</source>
            <translation>解压后的字节数多于其声明的大小</translation>
        </message>
        <message>
            <source>unpacks to %1 bytes where the archive declares %2</source>
            <translation>解压后为 %1 字节，而压缩包中声明的是 %2 字节</translation>
        </message>
        <message>
            <source>holds %1 bytes where the manifest lists %2</source>
            <translation>大小为 %1 字节，而清单中列出的是 %2 字节</translation>
        </message>
        <message>
            <source>does not match the SHA-256 the manifest lists for it</source>
            <translation>与清单中为其列出的 SHA-256 不符</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: it has no %2, so nothing in it can be checked.</source>
            <translation>导出包 %1 被拒绝：其中没有 %2，因此无法检查其中的任何内容。</translation>
        </message>
        <message>
            <source>is larger than %1</source>
            <translation>大于 %1</translation>
        </message>
        <message>
            <source>is not well-formed JSON</source>
            <translation>不是格式正确的 JSON</translation>
        </message>
        <message>
            <source>is not a GateBench manifest (%1)</source>
            <translation>不是 GateBench 清单（%1）</translation>
        </message>
        <message>
            <source>is of bundle format %1, newer than this GateBench reads (%2): open it with a newer GateBench</source>
            <translation>采用导出包格式 %1，新于此版本 GateBench 可读取的格式（%2）：请使用更新版本的 GateBench 打开</translation>
        </message>
        <message>
            <source>is listed twice in the manifest</source>
            <translation>在清单中列出了两次</translation>
        </message>
        <message>
            <source>is not listed in the manifest</source>
            <translation>未在清单中列出</translation>
        </message>
        <message>
            <source>declares %1 bytes where the manifest lists %2</source>
            <translation>声明的大小为 %1 字节，而清单中列出的是 %2 字节</translation>
        </message>
        <message>
            <source>is listed in the manifest but missing from the archive</source>
            <translation>已在清单中列出，但压缩包中没有</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>缺失</translation>
        </message>
        <message>
            <source>Cannot open the bundle %1: %2</source>
            <translation>无法打开导出包 %1：%2</translation>
        </message>
        <message>
            <source>Writing %1 into the bundle %2 failed (ZIP error %3)</source>
            <translation>将 %1 写入导出包 %2 失败（ZIP 错误 %3）</translation>
        </message>
        <message>
            <source>Writing the bundle was cancelled; nothing was written.</source>
            <translation>已取消写出导出包；未写入任何内容。</translation>
        </message>
        <message>
            <source>Cannot copy the snapshot of the workspace</source>
            <translation>无法复制工作区的快照</translation>
        </message>
        <message>
            <source>Cannot write %1 (ZIP error %2)</source>
            <translation>无法写入 %1（ZIP 错误 %2）</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: its database does not hold the audit chain head %2 that its manifest states: %3</source>
            <translation>导出包 %1 被拒绝：其数据库不包含清单所载的审计链头 %2：%3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitCheckDialog</name>
        <message>
            <source>Exit readiness</source>
            <translation>退出就绪度</translation>
        </message>
        <message>
            <source>What shows it: an export tried in the PoC, a contract clause, a document</source>
            <translation>依据：在 PoC 中试过的导出、合同条款、文档</translation>
        </message>
        <message>
            <source>Status:</source>
            <translation>状态：</translation>
        </message>
        <message>
            <source>Evidence:</source>
            <translation>证据：</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitCommands</name>
        <message>
            <source>Mark the exit item %2 of %1 as %3</source>
            <translation>将“%1”的退出检查项“%2”标记为“%3”</translation>
        </message>
        <message>
            <source>Clear the exit item %2 of %1</source>
            <translation>清除“%1”的退出检查项“%2”</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadiness</name>
        <message>
            <source>Job definitions exportable</source>
            <translation>任务定义可导出</translation>
        </message>
        <message>
            <source>Model metadata exportable</source>
            <translation>模型元数据可导出</translation>
        </message>
        <message>
            <source>Audit records exportable</source>
            <translation>审计记录可导出</translation>
        </message>
        <message>
            <source>Container images kept</source>
            <translation>容器镜像自行保管</translation>
        </message>
        <message>
            <source>Training code kept</source>
            <translation>训练代码自行保管</translation>
        </message>
        <message>
            <source>Data formats portable</source>
            <translation>数据格式可移植</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <source>Partly ready</source>
            <translation>部分就绪</translation>
        </message>
        <message>
            <source>Not ready</source>
            <translation>未就绪</translation>
        </message>
        <message>
            <source>%1 of %2 ready</source>
            <translation>%1/%2 项就绪</translation>
        </message>
        <message numerus="yes">
            <source>%n partly ready</source>
            <translation>
                <numerusform>%n 项部分就绪</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not ready</source>
            <translation>
                <numerusform>%n 项未就绪</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recorded</source>
            <translation>
                <numerusform>%n 项未记录</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessModel</name>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>%1 / %2: %3</source>
            <translation>%1 / %2：%3</translation>
        </message>
        <message>
            <source>Evidence: %1</source>
            <translation>证据：%1</translation>
        </message>
        <message>
            <source>none given</source>
            <translation>未给出</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessRepository</name>
        <message>
            <source>The exit checklist of %1 has an unknown item or status (%2, %3)</source>
            <translation>%1 的退出检查清单中有无法识别的检查项或状态（%2，%3）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessView</name>
        <message>
            <source>Whether the organisation could leave each candidate without losing its work: job definitions, model metadata and audit records that can be exported, container images and training code kept in its own hands, data in portable formats. Double-click a cell to record its status and the evidence.</source>
            <translation>组织能否在不丢失工作成果的情况下退出每个候选方案：任务定义、模型元数据和审计记录可以导出，容器镜像和训练代码由自己掌握，数据采用可移植的格式。双击单元格可记录其状态和证据。</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
        <message>
            <source>No candidate is marked for the PoC or has TCO lines yet.</source>
            <translation>尚无纳入 PoC 或有 TCO 费用行的候选方案。</translation>
        </message>
        <message>
            <source>Exit cost: no TCO lines yet.</source>
            <translation>退出成本：尚无 TCO 费用行。</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>No exit-cost line yet (egress, re-platforming labour, dual running, contract terms): add them to the TCO sheet in the category “%1”.</source>
            <translation>尚无退出成本费用行（数据迁出费用、平台迁移人工、新旧平台并行运行、合同条款）：请在 TCO 表格中以类别“%1”添加。</translation>
        </message>
        <message>
            <source>Exit-cost lines: %1</source>
            <translation>退出成本费用行：%1</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 over three years: %2</source>
            <translation>%1（三年）：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::FormatRegistry</name>
        <message>
            <source>no such file</source>
            <translation>文件不存在</translation>
        </message>
        <message>
            <source>cannot open the file: %1</source>
            <translation>无法打开文件：%1</translation>
        </message>
        <message>
            <source>cannot read the file: %1</source>
            <translation>无法读取文件：%1</translation>
        </message>
        <message>
            <source>not a file GateBench can import (%1): %2</source>
            <translation>不是 GateBench 能导入的文件（%1）：%2</translation>
        </message>
        <message>
            <source>not a file GateBench can import (%1)</source>
            <translation>不是 GateBench 能导入的文件（%1）</translation>
        </message>
        <message>
            <source>Tables (%1)</source>
            <translation>表格文件（%1）</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>所有文件 (*)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::GateMatrixChart</name>
        <message>
            <source>Gate matrix</source>
            <translation>门槛矩阵</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>淘汰</translation>
        </message>
        <message>
            <source>Blocked</source>
            <translation>受阻</translation>
        </message>
        <message>
            <source>Eligible</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>P pass</source>
            <translation>P 通过</translation>
        </message>
        <message>
            <source>F fail</source>
            <translation>F 未通过</translation>
        </message>
        <message>
            <source>? unknown</source>
            <translation>? 未知</translation>
        </message>
        <message>
            <source>W waived</source>
            <translation>W 已豁免</translation>
        </message>
        <message>
            <source>No shortlisted candidates yet.</source>
            <translation>尚无入围候选方案。</translation>
        </message>
        <message>
            <source>W? waiver expired</source>
            <translation>W? 豁免已过期</translation>
        </message>
        <message>
            <source>Eligible on a waiver</source>
            <translation>凭豁免合格</translation>
        </message>
    </context>
    <context>
        <name>gatebench::GateMatrixPages</name>
        <message>
            <source>%1: gates %2 of %3, candidates %4 of %5 (page %6 of %7 of the matrix)</source>
            <translation>%1：门槛项 %2（共 %3 个），候选方案 %4（共 %5 个）（矩阵第 %6 页，共 %7 页）</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Help</name>
        <message>
            <source>Menus</source>
            <translation>菜单</translation>
        </message>
        <message>
            <source>About GateBench</source>
            <translation>关于 GateBench</translation>
        </message>
        <message>
            <source>&lt;h3&gt;GateBench %1&lt;/h3&gt;&lt;p&gt;A workbench for a review committee that chooses how to manage its shared GPU cluster: gate criteria first, never averaged away; the same PoC workload for every candidate; a measured baseline; a three-year cost; and a decision with an exit path.&lt;/p&gt;&lt;p&gt;One evaluation is one file, an SQLite database that any SQLite tool can read.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), QuaZip and spdlog.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;GateBench %1&lt;/h3&gt;&lt;p&gt;供评审委员会选择共享 GPU 集群管理方案的工作台：门槛项优先，绝不被平均分抵消；所有候选方案运行相同的 PoC 工作负载；以实测基线为参照；核算三年成本；做出带有退出路径的决策。&lt;/p&gt;&lt;p&gt;一个评估就是一个文件，即任何 SQLite 工具都能读取的 SQLite 数据库。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建（运行于 Qt %3），并使用 QuaZip 和 spdlog。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Assessments grid</source>
            <translation>评审表格</translation>
        </message>
        <message>
            <source>Requirements table</source>
            <translation>需求表</translation>
        </message>
        <message>
            <source>Gate cell: Pass</source>
            <translation>门槛项单元格：通过</translation>
        </message>
        <message>
            <source>Gate cell: Fail</source>
            <translation>门槛项单元格：未通过</translation>
        </message>
        <message>
            <source>U or ?</source>
            <translation>U 或 ?</translation>
        </message>
        <message>
            <source>Gate cell: back to Unknown</source>
            <translation>门槛项单元格：改回“未知”</translation>
        </message>
        <message>
            <source>Gate cell: waive a failed or unknown gate (owner, reason, expiry)</source>
            <translation>门槛项单元格：豁免未通过或未知的门槛项（负责人、理由、到期日期）</translation>
        </message>
        <message>
            <source>0 to 5</source>
            <translation>0 到 5</translation>
        </message>
        <message>
            <source>Bonus cell: score</source>
            <translation>加分项单元格：评分</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Bonus cell: clear the score</source>
            <translation>加分项单元格：清除评分</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Open the cell's evidence</source>
            <translation>打开该单元格的证据</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Enter</translation>
        </message>
        <message>
            <source>Evidence editor: save the note</source>
            <translation>证据编辑器：保存说明</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Evidence editor: back to the grid</source>
            <translation>证据编辑器：返回表格</translation>
        </message>
        <message>
            <source>Ctrl+Up / Ctrl+Down</source>
            <translation>Ctrl+Up / Ctrl+Down</translation>
        </message>
        <message>
            <source>Move the requirement up or down</source>
            <translation>上移或下移需求</translation>
        </message>
        <message>
            <source>Insert</source>
            <translation>Insert</translation>
        </message>
        <message>
            <source>Add a requirement</source>
            <translation>添加需求</translation>
        </message>
        <message>
            <source>Remove the selected requirements</source>
            <translation>删除所选需求</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按键</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>作用</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>&lt;h2&gt;How a committee works with GateBench&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Baseline.&lt;/b&gt; Measure before buying: import two to four weeks of the cluster's job records and see where the waiting and the waste are.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Requirements.&lt;/b&gt; Agree on the matrix first. A &lt;i&gt;gate&lt;/i&gt; is a must: a candidate that fails one is eliminated, whatever it scores elsewhere. &lt;i&gt;Bonus&lt;/i&gt; items are scored 0 to 5 and weighted; &lt;i&gt;deferred&lt;/i&gt; items are noted for later and never count.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Candidates.&lt;/b&gt; The seven profiles of the template, and any the committee adds. Set aside those that are out of scope, with a reason.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Assessments&lt;/b&gt; (on the Requirements page). Judge every gate as Pass, Fail or Unknown with its evidence; a gate that cannot be met yet may be waived by a named owner until a date. Score the bonus items of the candidates that remain.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Overview.&lt;/b&gt; The decision, gate first: eliminated, blocked and eligible candidates, the recommended option and the alternative, and whether it is a close call.&lt;/li&gt;&lt;li&gt;&lt;b&gt;PoC and TCO.&lt;/b&gt; Run the same workloads and fault drills on every candidate, and compare three-year costs under the committee's scenarios.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Report and audit log.&lt;/b&gt; The report is what the committee signs; the audit log records who changed what, and when.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Everything is in one file. File &amp;gt; Import takes CSV files (or ZIP archives of them) all or nothing; Edit &amp;gt; Undo takes back any change, a whole import included.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;评审委员会如何使用 GateBench&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;基线。&lt;/b&gt;先测量，再采购：导入集群两到四周的任务记录，看清等待和浪费发生在哪里。&lt;/li&gt;&lt;li&gt;&lt;b&gt;需求。&lt;/b&gt;先就需求矩阵达成一致。&lt;i&gt;门槛项&lt;/i&gt;是必须满足的条件：候选方案只要有一项未通过即被淘汰，其他方面得分再高也无济于事。&lt;i&gt;加分项&lt;/i&gt;按 0 到 5 评分并加权；&lt;i&gt;暂缓项&lt;/i&gt;只作记录留待以后处理，从不计分。&lt;/li&gt;&lt;li&gt;&lt;b&gt;候选方案。&lt;/b&gt;模板中的七个方案，以及委员会自行添加的方案。超出范围的方案可暂不纳入，但须写明原因。&lt;/li&gt;&lt;li&gt;&lt;b&gt;评审&lt;/b&gt;（在“需求”页面）。根据证据将每个门槛项判定为“通过”“未通过”或“未知”；暂时无法满足的门槛项可由指定负责人豁免至某一日期。对剩余候选方案的加分项进行评分。&lt;/li&gt;&lt;li&gt;&lt;b&gt;概览。&lt;/b&gt;门槛优先的决策：淘汰、受阻和合格的候选方案，推荐方案和备选方案，以及结果是否接近。&lt;/li&gt;&lt;li&gt;&lt;b&gt;PoC 与 TCO。&lt;/b&gt;在每个候选方案上运行相同的工作负载和故障演练，并按委员会设定的场景比较三年成本。&lt;/li&gt;&lt;li&gt;&lt;b&gt;报告与审计日志。&lt;/b&gt;报告由委员会签署；审计日志记录谁在何时更改了什么。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;所有内容都保存在一个文件中。“文件 &amp;gt; 导入”导入 CSV 文件（或其 ZIP 压缩包），要么全部导入，要么全部不导入；“编辑 &amp;gt; 撤销”可撤回任何更改，包括整次导入。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Short guide</source>
            <translation>简明指南</translation>
        </message>
        <message>
            <source>&lt;h3&gt;The review committee and what one file can promise&lt;/h3&gt;&lt;p&gt;Edit &amp;gt; Review committee lists the members: the chair manages the members, which bonus criteria each scores and the quorum of each; a member scores and signs, and declares a conflict of interest for a candidate (with its reason: their scores for it are then refused and left out); an observer reads and writes nothing. Edit &amp;gt; Who acts chooses the member who works on this machine; every change is stamped with their name, their id and the operating-system user.&lt;/p&gt;&lt;p&gt;On a file, anyone who holds it can read every table with the &lt;tt&gt;sqlite3&lt;/tt&gt; shell, so the roles and the sealing of scores are a convention that GateBench keeps, not a lock. What protects a member's independence on a file is the offline kit (the other members' scores are not in it) and the seal. On a server database the database itself enforces them.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;评审委员会，以及单个文件能保证什么&lt;/h3&gt;&lt;p&gt;“编辑 &amp;gt; 评审委员会”列出全部成员：主席管理成员、每人负责评分的加分项以及每个加分项的最少评分数；成员评分和签署，并可就某个候选方案声明利益冲突而回避（须写明理由：此后其对该方案的评分会被拒绝，已有评分不计入决策）；观察员只读，不能写入任何内容。“编辑 &amp;gt; 当前操作人”选择在本机工作的成员；每项修改都会记下其姓名、编号和操作系统用户。&lt;/p&gt;&lt;p&gt;对于文件，任何持有它的人都能用 SQLite 的命令行工具读取每一张表，因此文件中的角色和评分密封只是 GateBench 遵守的约定，而不是锁。在文件上保护成员独立评分的，是离线评分包（其中不含其他成员的评分）和封签。在服务器数据库上，则由数据库本身强制执行这些规则。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>gatebench::HourOfWeekView</name>
        <message>
            <source>Allocated share of the capacity in each hour of the week (cluster time); the busiest hour: %1 %.</source>
            <translation>一周中每小时的容量分配占比（集群时间）；最繁忙的小时：%1 %。</translation>
        </message>
        <message>
            <source>%1 %2: not in the window</source>
            <translation>%1 %2：不在分析窗口内</translation>
        </message>
        <message>
            <source>%1 %2: %3 % allocated</source>
            <translation>%1 %2：已分配 %3 %</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ImportCommand</name>
        <message>
            <source>Import rows into an evaluation, all or none: on any error nothing is written and every problem is listed as FILE:LINE:COLUMN: message. A ZIP archive imports its CSV files together.</source>
            <translation>将数据行导入评估，要么全部导入，要么全部不导入：出现任何错误时不写入任何内容，并以 FILE:LINE:COLUMN: message 的格式列出每个问题。ZIP 压缩包中的 CSV 文件会一并导入。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>CSV files or ZIP archives of CSV files.</source>
            <translation>CSV 文件，或包含 CSV 文件的 ZIP 压缩包。</translation>
        </message>
        <message>
            <source>What the files hold: %1.</source>
            <translation>文件所含数据的类型：%1。</translation>
        </message>
        <message>
            <source>A column mapping (JSON, as the import wizard saves it) to use over the one GateBench proposes from the headers.</source>
            <translation>使用指定的列映射（JSON，即导入向导保存的格式），代替 GateBench 根据表头推断的映射。</translation>
        </message>
        <message>
            <source>The time zone of timestamps without an offset (default: the evaluation's cluster time zone).</source>
            <translation>不带偏移量的时间戳所用的时区（默认：评估的集群时区）。</translation>
        </message>
        <message>
            <source>Import the valid rows and list each rejected row, instead of importing nothing.</source>
            <translation>导入有效行并列出每个被拒绝的行，而不是全部不导入。</translation>
        </message>
        <message>
            <source>import takes FILE and at least one INPUT</source>
            <translation>import 需要 FILE 和至少一个 INPUT</translation>
        </message>
        <message>
            <source>--kind is required (one of: %1)</source>
            <translation>必须指定 --kind（可选值：%1）</translation>
        </message>
        <message>
            <source>unknown kind %1 (use one of: %2)</source>
            <translation>未知类型 %1（请使用以下之一：%2）</translation>
        </message>
        <message>
            <source>unknown time zone %1</source>
            <translation>未知时区 %1</translation>
        </message>
        <message>
            <source>the mapping is for %1, not for %2</source>
            <translation>该映射适用于 %1，而不是 %2</translation>
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged.
</source>
            <translation>gatebench: 未导入任何内容；%1 未改动。
</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 into %2</source>
            <translation>
                <numerusform>已将 %n 行 %1 导入 %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n row(s) rejected</source>
            <translation>
                <numerusform>；%n 行被拒绝</numerusform>
            </translation>
        </message>
        <message>
            <source>no candidate passes every gate</source>
            <translation>没有候选方案通过全部门槛项</translation>
        </message>
        <message>
            <source>recommended %1 (%2)</source>
            <translation>推荐方案“%1”（%2）</translation>
        </message>
        <message>
            <source>%1, no alternative</source>
            <translation>%1，无备选方案</translation>
        </message>
        <message>
            <source>%1, alternative %2 (%3)</source>
            <translation>%1，备选方案“%2”（%3）</translation>
        </message>
        <message numerus="yes">
            <source>Dry run: %n row(s) of %1 would be imported into %2; nothing was written.</source>
            <translation>
                <numerusform>试运行：将向 %2 导入 %n 行数据（类型 %1）；未写入任何内容。</numerusform>
            </translation>
        </message>
        <message>
            <source>Before: %1.</source>
            <translation>导入前：%1。</translation>
        </message>
        <message>
            <source>After: %1.</source>
            <translation>导入后：%1。</translation>
        </message>
        <message>
            <source>  %1 (%2): new, %3</source>
            <translation>  %1（%2）：新增，%3</translation>
        </message>
        <message>
            <source>  %1 (%2): %3 -&gt; %4</source>
            <translation>  %1（%2）：%3 → %4</translation>
        </message>
        <message>
            <source>No candidate's status would change.</source>
            <translation>没有候选方案的状态会改变。</translation>
        </message>
        <message>
            <source>Status changes:</source>
            <translation>状态变化：</translation>
        </message>
        <message>
            <source>gatebench: the import would be refused; %1 is unchanged.
</source>
            <translation>gatebench：这次导入会被拒绝；%1 未作任何改动。
</translation>
        </message>
        <message>
            <source>Read and check the input as the import would, write nothing, and print what the import would change: the rows, the problems, and the decision before and after.</source>
            <translation>像真正导入那样读取并检查输入，但不写入任何内容，只输出这次导入会带来的变化：数据行、问题，以及导入前后的决策。</translation>
        </message>
        <message>
            <source>With --dry-run: print JSON.</source>
            <translation>与 --dry-run 一起使用：输出 JSON。</translation>
        </message>
        <message>
            <source>--json and --as-of go with --dry-run</source>
            <translation>--json 和 --as-of 只能与 --dry-run 一起使用</translation>
        </message>
        <message>
            <source>With --dry-run: judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation>与 --dry-run 一起使用：按此日期判断豁免是否到期，格式 YYYY-MM-DD（默认：评估日期；若无，则为今天）。</translation>
        </message>
        <message numerus="yes">
            <source>: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out</source>
            <translation>
                <numerusform>：新增 %1 条，更新 %2 条，评估中已有的任务 %n 条重复未导入</numerusform>
            </translation>
        </message>
        <message>
            <source>gatebench: --allow-same-file imports a file an earlier import read anyway (jobs the evaluation holds are not added twice).
</source>
            <translation>gatebench：加 --allow-same-file 可仍然导入此前导入过的文件（评估中已有的任务不会重复添加）。
</translation>
        </message>
        <message numerus="yes">
            <source>Dry run: %n job(s) would be imported into %1</source>
            <translation>
                <numerusform>试运行：将向 %1 导入 %n 条任务</numerusform>
            </translation>
        </message>
        <message>
            <source>; nothing was written.</source>
            <translation>；未写入任何内容。</translation>
        </message>
        <message>
            <source>With --kind jobs: the cluster of the jobs (default: the evaluation's one cluster, unnamed).</source>
            <translation>与 --kind jobs 一起使用：任务所属的集群（默认：本评估唯一的、未命名的集群）。</translation>
        </message>
        <message>
            <source>With --kind jobs: import a file an earlier job import read already (the same SHA-256) instead of refusing it; jobs the evaluation holds are not added twice either way.</source>
            <translation>与 --kind jobs 一起使用：仍然导入此前某次任务导入已读过的文件（SHA-256 相同），而不是拒绝；无论如何，评估中已有的任务都不会重复添加。</translation>
        </message>
        <message>
            <source>--%1 goes with --kind %2</source>
            <translation>--%1 需与 --kind %2 一起使用</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ImportImpact</name>
        <message>
            <source>cannot create a temporary folder: %1</source>
            <translation>无法创建临时文件夹：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ImportPipeline</name>
        <message>
            <source>no such file</source>
            <translation>文件不存在</translation>
        </message>
        <message>
            <source>the archive holds no CSV file</source>
            <translation>压缩包中没有 CSV 文件</translation>
        </message>
        <message>
            <source>"%1" could mean %2; choose one in the mapping</source>
            <translation>“%1”可能指 %2；请在映射中选择其一</translation>
        </message>
        <message>
            <source>"%1" is not in this evaluation; map it to an existing one or add it first</source>
            <translation>“%1”不在此评估中；请将其映射到已有项，或先添加</translation>
        </message>
        <message>
            <source>row rejected: %1</source>
            <translation>行被拒绝：%1</translation>
        </message>
        <message>
            <source>warning: </source>
            <translation>警告：</translation>
        </message>
        <message>
            <source>no input file</source>
            <translation>没有输入文件</translation>
        </message>
        <message>
            <source>unknown kind of import %1 (use one of: %2)</source>
            <translation>未知导入类型 %1（请使用以下之一：%2）</translation>
        </message>
        <message>
            <source>more issues were found and not listed</source>
            <translation>还发现了更多问题，未全部列出</translation>
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation>导入已取消；未写入任何内容。</translation>
        </message>
        <message>
            <source>The files have errors; nothing was written.</source>
            <translation>文件有错误；未写入任何内容。</translation>
        </message>
        <message>
            <source>no rows: the file has a header but no data rows</source>
            <translation>无数据行：文件只有表头，没有数据行</translation>
        </message>
        <message>
            <source>%1 was changed by another GateBench while the files were being read, and the import no longer fits it; nothing was imported. Import the files again.</source>
            <translation>读取文件期间，另一个 GateBench 修改了 %1，本次导入已与其当前内容不符；未导入任何内容。请重新导入这些文件。</translation>
        </message>
        <message>
            <source>cannot read the file</source>
            <translation>无法读取文件</translation>
        </message>
        <message>
            <source>import %1</source>
            <translation>导入 %1</translation>
        </message>
        <message>
            <source>The file has no column %1 to take the field %2 from</source>
            <translation>文件中没有可提供字段 %2 的列 %1</translation>
        </message>
        <message>
            <source>%1 has no field %2</source>
            <translation>%1 没有字段 %2</translation>
        </message>
        <message>
            <source>"%1" is not in this evaluation</source>
            <translation>“%1”不在此评估中</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ImportWizard</name>
        <message>
            <source>(not imported)</source>
            <translation>（不导入）</translation>
        </message>
        <message>
            <source>%1 (required)</source>
            <translation>%1（必填）</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>What do the files hold?</source>
            <translation>文件包含哪类数据？</translation>
        </message>
        <message>
            <source>CSV files as Excel, WPS or cluster tools write them, or ZIP archives of CSV files. All rows are imported or none.</source>
            <translation>支持 Excel、WPS 或集群工具导出的 CSV 文件，以及包含 CSV 文件的 ZIP 压缩包。所有行要么全部导入，要么全部不导入。</translation>
        </message>
        <message>
            <source>Records:</source>
            <translation>记录类型：</translation>
        </message>
        <message>
            <source>Files:</source>
            <translation>文件：</translation>
        </message>
        <message>
            <source>Add files…</source>
            <translation>添加文件…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>预览</translation>
        </message>
        <message>
            <source>How GateBench reads the first file. Change the encoding, delimiter or header if the preview looks wrong.</source>
            <translation>GateBench 读取第一个文件的结果。如果预览不正确，请更改编码、分隔符或表头设置。</translation>
        </message>
        <message>
            <source>Detect</source>
            <translation>自动检测</translation>
        </message>
        <message>
            <source>GBK / GB18030 (Chinese Windows)</source>
            <translation>GBK / GB18030（中文 Windows）</translation>
        </message>
        <message>
            <source>Comma</source>
            <translation>逗号</translation>
        </message>
        <message>
            <source>Semicolon</source>
            <translation>分号</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>制表符</translation>
        </message>
        <message>
            <source>Pipe</source>
            <translation>竖线</translation>
        </message>
        <message>
            <source>First row is a header</source>
            <translation>第一行是表头</translation>
        </message>
        <message>
            <source>No header</source>
            <translation>无表头</translation>
        </message>
        <message>
            <source>Encoding:</source>
            <translation>编码：</translation>
        </message>
        <message>
            <source>Delimiter:</source>
            <translation>分隔符：</translation>
        </message>
        <message>
            <source>Header:</source>
            <translation>表头：</translation>
        </message>
        <message>
            <source>Columns</source>
            <translation>列映射</translation>
        </message>
        <message>
            <source>Which column holds which field. GateBench matched the headers in Chinese and English; check what it guessed and map what it could not.</source>
            <translation>指定每一列对应的字段。GateBench 已按中英文表头自动匹配；请核对它推测的结果，并手动映射未能识别的列。</translation>
        </message>
        <message>
            <source>Timestamps without an offset are in:</source>
            <translation>不带偏移量的时间戳所用时区：</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Every file is read and every value converted; nothing is written until you press Finish.</source>
            <translation>将读取每个文件并转换每个值；在您点击“完成”之前不会写入任何内容。</translation>
        </message>
        <message>
            <source>Cancel reading</source>
            <translation>取消读取</translation>
        </message>
        <message>
            <source>Columns:</source>
            <translation>列：</translation>
        </message>
        <message>
            <source>Issues:</source>
            <translation>问题：</translation>
        </message>
        <message>
            <source>Skip invalid rows: import the valid ones and list each rejected row</source>
            <translation>跳过无效行：导入有效行，并列出每个被拒绝的行</translation>
        </message>
        <message>
            <source>Import files</source>
            <translation>导入文件</translation>
        </message>
        <message>
            <source>Nothing can be imported until the errors above are fixed in the files, or you choose to skip invalid rows.</source>
            <translation>在修正文件中的上述错误或选择跳过无效行之前，无法导入任何内容。</translation>
        </message>
        <message>
            <source>first row is the header</source>
            <translation>第一行是表头</translation>
        </message>
        <message>
            <source>no header</source>
            <translation>无表头</translation>
        </message>
        <message>
            <source>No problems in the first rows.</source>
            <translation>前几行未发现问题。</translation>
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation>不导入：%1</translation>
        </message>
        <message>
            <source>Every required field has a column.</source>
            <translation>每个必填字段都已有对应的列。</translation>
        </message>
        <message>
            <source>%1 s left</source>
            <translation>剩余 %1 秒</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>列</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Converted</source>
            <translation>已转换</translation>
        </message>
        <message>
            <source>Empty</source>
            <translation>空值</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>Examples of failures</source>
            <translation>失败示例</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>严重程度</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>错误</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Reading was cancelled. Nothing has been written.</source>
            <translation>读取已取消。未写入任何内容。</translation>
        </message>
        <message numerus="yes">
            <source>Ready: %n row(s) will be imported as one step you can undo.</source>
            <translation>
                <numerusform>准备就绪：将导入 %n 行，作为一个可撤销的步骤。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Ready: %n row(s) will be imported; %1 rejected row(s) are listed above.</source>
            <translation>
                <numerusform>准备就绪：将导入 %n 行；上方列出了 %1 个被拒绝的行。</numerusform>
            </translation>
        </message>
        <message>
            <source>The files have errors: nothing will be written. Fix them, or skip invalid rows.</source>
            <translation>文件有错误：不会写入任何内容。请修正错误，或跳过无效行。</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>导出 JSON…</translation>
        </message>
        <message>
            <source>Load JSON…</source>
            <translation>载入 JSON…</translation>
        </message>
        <message>
            <source>Saved mappings:</source>
            <translation>已保存的列映射：</translation>
        </message>
        <message>
            <source>Use these names and check again</source>
            <translation>采用这些对应关系并重新检查</translation>
        </message>
        <message>
            <source>Name in the file</source>
            <translation>文件中的名称</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>行数</translation>
        </message>
        <message>
            <source>Means</source>
            <translation>对应</translation>
        </message>
        <message>
            <source>(choose which one)</source>
            <translation>（请选择对应哪一个）</translation>
        </message>
        <message>
            <source>(not in this evaluation)</source>
            <translation>（不在本评估中）</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>Save mapping</source>
            <translation>保存列映射</translation>
        </message>
        <message>
            <source>Name of this column mapping (saved in the evaluation):</source>
            <translation>此列映射的名称（保存在评估中）：</translation>
        </message>
        <message>
            <source>Export mapping</source>
            <translation>导出列映射</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON 文件 (*.json)</translation>
        </message>
        <message>
            <source>Load mapping</source>
            <translation>载入列映射</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>whole file</source>
            <translation>整个文件</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>line %1, column %2</source>
            <translation>第 %1 行第 %2 列</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>逗号</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>分号</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>制表符</translation>
        </message>
        <message>
            <source>pipe</source>
            <translation>竖线</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>“%1”</translation>
        </message>
        <message>
            <source>UTF-8 with BOM</source>
            <translation>带 BOM 的 UTF-8</translation>
        </message>
        <message>
            <source>UTF-16 little-endian</source>
            <translation>UTF-16（小端序）</translation>
        </message>
        <message>
            <source>UTF-16 big-endian</source>
            <translation>UTF-16（大端序）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Add the files to import first (Add files…, or drop them on the window).</source>
            <translation>请先添加要导入的文件（点击“添加文件…”，或将文件拖到窗口上）。</translation>
        </message>
        <message>
            <source>%1: encoding %2 (confidence %3); delimiter: %4; %5</source>
            <translation>%1：编码 %2（置信度 %3）；分隔符：%4；%5</translation>
        </message>
        <message>
            <source>Every file is read; working out what the import would change in the decision…</source>
            <translation>所有文件已读取；正在推算导入会如何改变决策…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln row(s), %1 of %2 MiB, %3 MiB/s %4</source>
            <translation>
                <numerusform>%Ln 行，%1 / %2 MiB，%3 MiB/s %4</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: “%2” (%3)</source>
            <translation>%1：“%2”（%3）</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>What the import would change in the decision could not be worked out: %1</source>
            <translation>无法推算导入对决策的影响：%1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Decision as of %1:&lt;/b&gt; the import changes nothing in it. Recommended: %2; alternative: %3; no candidate's status changes.</source>
            <translation>&lt;b&gt;截至 %1 的决策：&lt;/b&gt;本次导入不会改变决策。推荐方案：%2；备选方案：%3；没有候选方案的状态发生变化。</translation>
        </message>
        <message>
            <source>%1: %2 (unchanged)</source>
            <translation>%1：%2（不变）</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>推荐方案</translation>
        </message>
        <message>
            <source>Alternative</source>
            <translation>备选方案</translation>
        </message>
        <message>
            <source>No candidate would pass every gate.</source>
            <translation>将没有候选方案通过全部门槛项。</translation>
        </message>
        <message>
            <source>%1 (new): %2</source>
            <translation>%1（新增）：%2</translation>
        </message>
        <message>
            <source>&lt;b&gt;Decision as of %1, if the files are imported:&lt;/b&gt;</source>
            <translation>&lt;b&gt;若导入这些文件，截至 %1 的决策：&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The trace starts at:</source>
            <translation>追踪起点：</translation>
        </message>
        <message>
            <source>%1 (built in)</source>
            <translation>%1（内置）</translation>
        </message>
        <message>
            <source>Import the files read before anyway: jobs the evaluation holds are not added twice</source>
            <translation>仍然导入此前导入过的文件：评估中已有的任务不会重复添加</translation>
        </message>
        <message numerus="yes">
            <source>Of the jobs: %L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.</source>
            <translation>
                <numerusform>其中任务：新增 %L1 条，更新 %L2 条，评估中已有的任务 %Ln 条重复未导入。</numerusform>
            </translation>
        </message>
        <message>
            <source>The files were imported before (see above): nothing will be written unless you import them anyway.</source>
            <translation>这些文件此前已导入过（见上）：除非选择仍然导入，否则不会写入任何内容。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobCheckPage</name>
        <message>
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Every job is read and checked; nothing is written until you press Finish.</source>
            <translation>将读取并检查每个任务；在您点击“完成”之前不会写入任何内容。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Issues:</source>
            <translation>问题：</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>正在导入…</translation>
        </message>
        <message>
            <source>%1 s left</source>
            <translation>剩余 %1 秒</translation>
        </message>
        <message numerus="yes">
            <source>%Ln job(s), %1 of %2 MiB, %3 MiB/s %4</source>
            <translation>
                <numerusform>%Ln 个任务，%1 / %2 MiB，%3 MiB/s %4</numerusform>
            </translation>
        </message>
        <message>
            <source>The check was cancelled.</source>
            <translation>检查已取消。</translation>
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation>导入已取消；未写入任何内容。</translation>
        </message>
        <message>
            <source>Nothing was imported: the files have errors.</source>
            <translation>未导入任何内容：文件有错误。</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>行</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>列</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>警告：%1</translation>
        </message>
        <message numerus="yes">
            <source>%Ln rejected line(s) will be kept with the import.</source>
            <translation>
                <numerusform>被拒绝的 %Ln 行将随导入一并保存。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing can be imported until the errors above are fixed in the files, or you choose to skip invalid rows (Back).</source>
            <translation>在修正文件中的上述错误或选择跳过无效行（“上一步”）之前，无法导入任何内容。</translation>
        </message>
        <message>
            <source>Import anyway: jobs the evaluation holds are not added twice</source>
            <translation>仍然导入：评估中已有的任务不会重复添加</translation>
        </message>
        <message>
            <source>Importing a file again adds only the jobs it holds that the evaluation does not, and the later records of those it does.</source>
            <translation>再次导入同一文件只会添加评估中尚没有的任务，以及已有任务的更新记录。</translation>
        </message>
        <message numerus="yes">
            <source>%L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.</source>
            <translation>
                <numerusform>新增 %L1 条，更新 %L2 条，评估中已有的任务 %Ln 条重复未导入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln job(s) can be imported: </source>
            <translation>
                <numerusform>可导入 %Ln 条任务：</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported: a file was imported before.</source>
            <translation>未导入任何内容：有文件此前已导入过。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImport</name>
        <message>
            <source>No job log to import</source>
            <translation>没有要导入的任务日志</translation>
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation>未知时区 %1</translation>
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation>无法读取 %1</translation>
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation>导入已取消；未写入任何内容。</translation>
        </message>
        <message>
            <source>import %1</source>
            <translation>导入 %1</translation>
        </message>
        <message>
            <source>%1: “%2”</source>
            <translation>%1：“%2”</translation>
        </message>
        <message>
            <source>%1 (job %2)</source>
            <translation>%1（任务 %2）</translation>
        </message>
        <message>
            <source>The cluster name is longer than %1 characters</source>
            <translation>集群名称超过 %1 个字符</translation>
        </message>
        <message>
            <source>A job of the evaluation changed while the import was read; nothing was imported. Import the files again.</source>
            <translation>读取导入文件期间，评估中的某条任务被他人修改；未导入任何内容。请重新导入这些文件。</translation>
        </message>
        <message>
            <source>%1 was imported before: import %2 of %3, by %4 at %5</source>
            <translation>%1 此前已导入过：导入 %2（%3），由 %4 于 %5 导入</translation>
        </message>
        <message>
            <source>Unknown job log format %1 (GateBench reads: %2)</source>
            <translation>未知的任务日志格式 %1（GateBench 可读取：%2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImportCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>sacct --parsable2 exports.</source>
            <translation>sacct --parsable2 导出文件。</translation>
        </message>
        <message>
            <source>What the files hold: jobs.</source>
            <translation>文件内容：jobs（任务）。</translation>
        </message>
        <message>
            <source>The time zone of the files' times (default: the evaluation's cluster time zone).</source>
            <translation>文件中时间所用的时区（默认：评估的集群时区）。</translation>
        </message>
        <message>
            <source>The --format field list of files without a header line, comma-separated.</source>
            <translation>无表头行的文件所用的 --format 字段列表，以逗号分隔。</translation>
        </message>
        <message>
            <source>The field the team comes from (default: Account).</source>
            <translation>读取团队的字段（默认：Account）。</translation>
        </message>
        <message>
            <source>The field the task type comes from (default: none).</source>
            <translation>读取任务类型的字段（默认：无）。</translation>
        </message>
        <message>
            <source>A regular expression searched in the task type field; its first group is the task type.</source>
            <translation>在任务类型字段中搜索的正则表达式；其第一个分组即为任务类型。</translation>
        </message>
        <message>
            <source>Import the valid jobs and keep every rejected line with the import, instead of importing nothing.</source>
            <translation>导入有效任务，并将每个被拒绝的行随导入一并保存，而不是全部不导入。</translation>
        </message>
        <message>
            <source>import takes FILE and at least one INPUT</source>
            <translation>import 需要 FILE 和至少一个 INPUT</translation>
        </message>
        <message>
            <source>unknown time zone %1</source>
            <translation>未知时区 %1</translation>
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged.
</source>
            <translation>gatebench: 未导入任何内容；%1 未改动。
</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n job(s) into %1</source>
            <translation>
                <numerusform>已将 %n 个任务导入 %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n line(s) rejected and kept with the import (gatebench imports %1)</source>
            <translation>
                <numerusform>；%n 行被拒绝，已随导入一并保存（gatebench imports %1）</numerusform>
            </translation>
        </message>
        <message>
            <source>List the imports of an evaluation and the lines each rejected. Never writes to FILE.</source>
            <translation>列出评估的各次导入及每次导入拒绝的行。不会写入 FILE。</translation>
        </message>
        <message>
            <source>Only the import with this id.</source>
            <translation>仅显示此编号的导入。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>以 JSON 格式输出。</translation>
        </message>
        <message>
            <source>--import takes an import's id</source>
            <translation>--import 需要一个导入编号</translation>
        </message>
        <message numerus="yes">
            <source>Import %1 (%2) of %3 by %4 at %5: %n row(s), </source>
            <translation>
                <numerusform>导入 %1（%2，%3），由%4于 %5 执行：%n 行，</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) rejected</source>
            <translation>
                <numerusform>%n 行被拒绝</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no import %1</source>
            <translation>不存在导入 %1</translation>
        </message>
        <message>
            <source>No imports.
</source>
            <translation>没有导入记录。
</translation>
        </message>
        <message>
            <source>times read in %1, </source>
            <translation>时间按 %1 时区读取，</translation>
        </message>
        <message numerus="yes">
            <source>: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out</source>
            <translation>
                <numerusform>：新增 %1 条，更新 %2 条，评估中已有的任务 %n 条重复未导入</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Dry run: %n job(s) would be imported into %1</source>
            <translation>
                <numerusform>试运行：将向 %1 导入 %n 条任务</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n line(s) would be rejected</source>
            <translation>
                <numerusform>；将拒绝 %n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>; nothing was written.</source>
            <translation>；未写入任何内容。</translation>
        </message>
        <message>
            <source>gatebench: the import would be refused; %1 is unchanged.
</source>
            <translation>gatebench：该导入将被拒绝；%1 未改变。
</translation>
        </message>
        <message>
            <source>Import a Slurm job log (sacct --parsable2 output), all jobs or none: on any error nothing is written and every problem is listed as FILE:LINE:COLUMN: message (rule). A job the evaluation holds already (the same cluster, job id and submit time) is not added again: a later record of it replaces it, any other is counted as a duplicate.</source>
            <translation>导入 Slurm 任务日志（sacct --parsable2 的输出），要么全部导入，要么一条也不导入：出现任何错误都不写入，并按 文件:行:列: 说明（规则）列出每个问题。评估中已有的任务（集群、任务编号和提交时间都相同）不会再次添加：该任务较晚阶段的记录会替换已有记录，其他重复记录计为重复项。</translation>
        </message>
        <message>
            <source>The cluster of jobs whose file has no Cluster field (default: the evaluation's one cluster, unnamed).</source>
            <translation>文件中没有 Cluster 字段时任务所属的集群（默认：本评估唯一的、未命名的集群）。</translation>
        </message>
        <message>
            <source>Import a file an earlier job import read already (the same SHA-256) instead of refusing it; jobs the evaluation holds are not added twice either way.</source>
            <translation>仍然导入此前某次任务导入已读过的文件（SHA-256 相同），而不是拒绝；无论如何，评估中已有的任务都不会重复添加。</translation>
        </message>
        <message>
            <source>Read and check the files as the import would, write nothing, and print how many jobs would be added, updated and left out as duplicates, and every problem.</source>
            <translation>像导入时一样读取并检查文件，但不写入任何内容，输出将新增、更新和作为重复项略过的任务数，以及每个问题。</translation>
        </message>
        <message>
            <source>With --dry-run: print JSON.</source>
            <translation>与 --dry-run 一起使用：输出 JSON。</translation>
        </message>
        <message>
            <source>--json goes with --dry-run</source>
            <translation>--json 需与 --dry-run 一起使用</translation>
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged. --allow-same-file imports the file anyway (jobs the evaluation holds are not added twice).
</source>
            <translation>gatebench：未导入任何内容；%1 未改变。加 --allow-same-file 可仍然导入该文件（评估中已有的任务不会重复添加）。
</translation>
        </message>
        <message numerus="yes">
            <source>Jobs: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation held left out</source>
            <translation>
                <numerusform>任务：新增 %1 条，更新 %2 条，评估中已有的任务 %n 条重复未导入</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (the first %n listed):</source>
            <translation>
                <numerusform>（列出前 %n 条）：</numerusform>
            </translation>
        </message>
        <message>
            <source>What separates the fields, as given to sacct --delimiter (default: |; \t or tab: a tab).</source>
            <translation>字段之间的分隔符，与导出时 sacct --delimiter 所给的相同（默认：|；\t 或 tab 表示制表符）。</translation>
        </message>
        <message>
            <source>The files' format: %1.</source>
            <translation>文件的格式：%1。</translation>
        </message>
        <message>
            <source>--format %1 goes with --kind jobs</source>
            <translation>--format %1 需与 --kind jobs 一起使用</translation>
        </message>
        <message>
            <source>%1: SHA-256 %2</source>
            <translation>%1：SHA-256 %2</translation>
        </message>
        <message>
            <source>Options: %1</source>
            <translation>选项：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImporter</name>
        <message>
            <source>No job id</source>
            <translation>没有任务编号</translation>
        </message>
        <message>
            <source>%1 is not an outcome GateBench reads</source>
            <translation>%1 不是 GateBench 可识别的结果</translation>
        </message>
        <message>
            <source>No submit time</source>
            <translation>没有提交时间</translation>
        </message>
        <message>
            <source>Starts (%1) before it was submitted (%2)</source>
            <translation>开始时间（%1）早于提交时间（%2）</translation>
        </message>
        <message>
            <source>Ends (%1) before it started (%2)</source>
            <translation>结束时间（%1）早于开始时间（%2）</translation>
        </message>
        <message>
            <source>Left the queue (%1) before it was submitted (%2)</source>
            <translation>离开队列的时间（%1）早于提交时间（%2）</translation>
        </message>
        <message>
            <source>A negative GPU count (%1)</source>
            <translation>GPU 数为负（%1）</translation>
        </message>
        <message>
            <source>A negative GPU share (%1)</source>
            <translation>GPU 份额为负（%1）</translation>
        </message>
        <message>
            <source>%1 is %2, more than a whole GPU (1000)</source>
            <translation>%1 为 %2，超过一整块 GPU（1000）</translation>
        </message>
        <message>
            <source>%1 must be between 0% and 100%, not %2</source>
            <translation>%1 必须在 0% 到 100% 之间，而不是 %2</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>Job %1 appears again (first at %2)</source>
            <translation>任务 %1 再次出现（首次出现在 %2）</translation>
        </message>
        <message>
            <source>%1 GPUs are more than one job can hold (at most %L2)</source>
            <translation>GPU 数 %1 超出单个任务的上限（最多 %L2 块）</translation>
        </message>
        <message>
            <source>The cluster name is longer than %1 characters</source>
            <translation>集群名称超过 %1 个字符</translation>
        </message>
        <message>
            <source>%1 is longer than %2 characters</source>
            <translation>%1 超过 %2 个字符</translation>
        </message>
        <message>
            <source>%1 (%2) is before 2000-01-01: not a time of this cluster's jobs</source>
            <translation>%1（%2）早于 2000-01-01：不可能是本集群任务的时间</translation>
        </message>
        <message>
            <source>%1 (%2) is more than %3 days after the import and the evaluation's date</source>
            <translation>%1（%2）比导入时间和评估日期中较晚者晚 %3 天以上</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobKeyIndex</name>
        <message>
            <source>Too many jobs to check for duplicates at once</source>
            <translation>任务过多，无法一次检查重复</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobLogReader</name>
        <message>
            <source>Slurm sacct output</source>
            <translation>Slurm sacct 输出</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobOptionsPage</name>
        <message>
            <source>Job log</source>
            <translation>任务日志</translation>
        </message>
        <message>
            <source>How to read the job records: all jobs are imported or none, unless you choose to skip invalid rows.</source>
            <translation>如何读取任务记录：除非选择跳过无效行，否则要么全部导入，要么全部不导入。</translation>
        </message>
        <message>
            <source>Slurm sacct (--parsable2)</source>
            <translation>Slurm sacct（--parsable2）</translation>
        </message>
        <message>
            <source>CSV (columns mapped by their headers)</source>
            <translation>CSV（按表头映射各列）</translation>
        </message>
        <message>
            <source>CSV: %1</source>
            <translation>CSV：%1</translation>
        </message>
        <message>
            <source>Format:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <source>Time zone of the times:</source>
            <translation>时间所用时区：</translation>
        </message>
        <message>
            <source>JobID,User,Account,Partition,State,Submit,Start,End,AllocTRES</source>
            <translation>JobID,User,Account,Partition,State,Submit,Start,End,AllocTRES</translation>
        </message>
        <message>
            <source>Field list (files without a header):</source>
            <translation>字段列表（无表头的文件）：</translation>
        </message>
        <message>
            <source>Team from the field:</source>
            <translation>团队取自字段：</translation>
        </message>
        <message>
            <source>none: every job is unspecified</source>
            <translation>留空：所有任务的任务类型均为未指定</translation>
        </message>
        <message>
            <source>Task type from the field:</source>
            <translation>任务类型取自字段：</translation>
        </message>
        <message>
            <source>optional regular expression; its first group is the task type</source>
            <translation>可选的正则表达式；其第一个分组即为任务类型</translation>
        </message>
        <message>
            <source>Task type pattern:</source>
            <translation>任务类型匹配模式：</translation>
        </message>
        <message>
            <source>Skip invalid rows: import the valid jobs and keep each rejected line with the import</source>
            <translation>跳过无效行：导入有效任务，并将每个被拒绝的行随导入一并保存</translation>
        </message>
        <message>
            <source>The file starts with its header line: the fields are read from it.</source>
            <translation>文件以表头行开始：将从表头读取字段。</translation>
        </message>
        <message>
            <source>The file has no header line: give the field list it was exported with (sacct --format).</source>
            <translation>文件没有表头行：请给出导出时使用的字段列表（sacct --format）。</translation>
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation>未知时区 %1</translation>
        </message>
        <message>
            <source>Give the field list: the file has no header line.</source>
            <translation>请给出字段列表：文件没有表头行。</translation>
        </message>
        <message>
            <source>none: the evaluation's one cluster (a Cluster field names its own)</source>
            <translation>不填：本评估唯一的集群（有 Cluster 字段的文件以该字段为准）</translation>
        </message>
        <message>
            <source>Cluster:</source>
            <translation>集群：</translation>
        </message>
        <message>
            <source>What separates the fields: | unless the file was written with sacct --delimiter (\t or tab: a tab)</source>
            <translation>字段之间的分隔符：除非文件是用 sacct --delimiter 导出的，否则为 |（\t 或 tab 表示制表符）</translation>
        </message>
        <message>
            <source>Field delimiter:</source>
            <translation>字段分隔符：</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Labels</name>
        <message>
            <source>Hardware ecosystem</source>
            <translation>硬件生态</translation>
        </message>
        <message>
            <source>GPU orchestration and scheduling</source>
            <translation>GPU 编排与调度</translation>
        </message>
        <message>
            <source>Enterprise container platform</source>
            <translation>企业容器平台</translation>
        </message>
        <message>
            <source>Cloud-managed platform</source>
            <translation>云托管平台</translation>
        </message>
        <message>
            <source>Open-source assembly (self-built)</source>
            <translation>开源组件组装（自建）</translation>
        </message>
        <message>
            <source>Status quo: improve the current tooling</source>
            <translation>维持现状：改进现有工具</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>On premises</source>
            <translation>本地部署</translation>
        </message>
        <message>
            <source>Cloud</source>
            <translation>云端</translation>
        </message>
        <message>
            <source>Hybrid</source>
            <translation>混合</translation>
        </message>
        <message>
            <source>On-premises product: licence + hardware + support</source>
            <translation>本地部署产品：许可 + 硬件 + 支持服务</translation>
        </message>
        <message>
            <source>Self-built: normal maintenance and one major upgrade</source>
            <translation>自建：常规维护与一次重大升级</translation>
        </message>
        <message>
            <source>Gate (must)</source>
            <translation>门槛项（必选）</translation>
        </message>
        <message>
            <source>Bonus (optional)</source>
            <translation>加分项（可选）</translation>
        </message>
        <message>
            <source>Deferred</source>
            <translation>暂缓项</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>Fail</source>
            <translation>未通过</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>Waived</source>
            <translation>已豁免</translation>
        </message>
        <message>
            <source>Security, identity and audit</source>
            <translation>安全、身份与审计</translation>
        </message>
        <message>
            <source>Data boundary</source>
            <translation>数据边界</translation>
        </message>
        <message>
            <source>Hardware compatibility</source>
            <translation>硬件兼容性</translation>
        </message>
        <message>
            <source>Resource availability</source>
            <translation>资源可用性</translation>
        </message>
        <message>
            <source>Key workflow</source>
            <translation>关键工作流</translation>
        </message>
        <message>
            <source>Experience</source>
            <translation>使用体验</translation>
        </message>
        <message>
            <source>Automation</source>
            <translation>自动化</translation>
        </message>
        <message>
            <source>Ecosystem</source>
            <translation>生态</translation>
        </message>
        <message>
            <source>Extensibility</source>
            <translation>可扩展性</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>等待中</translation>
        </message>
        <message>
            <source>Normal use</source>
            <translation>常规用量</translation>
        </message>
        <message>
            <source>Peak use</source>
            <translation>峰值用量</translation>
        </message>
        <message>
            <source>Low use</source>
            <translation>低用量</translation>
        </message>
        <message>
            <source>Normal maintenance</source>
            <translation>常规维护</translation>
        </message>
        <message>
            <source>Major upgrade</source>
            <translation>重大升级</translation>
        </message>
        <message>
            <source>Compute</source>
            <translation>计算资源</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>存储</translation>
        </message>
        <message>
            <source>Data transfer</source>
            <translation>数据传输</translation>
        </message>
        <message>
            <source>Licence or managed-service fees</source>
            <translation>许可或托管服务费</translation>
        </message>
        <message>
            <source>Support services</source>
            <translation>支持服务</translation>
        </message>
        <message>
            <source>Operations staff</source>
            <translation>运维人员</translation>
        </message>
        <message>
            <source>Implementation and integration</source>
            <translation>实施与集成</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>培训</translation>
        </message>
        <message>
            <source>Migration and exit reserve</source>
            <translation>迁移与退出预留</translation>
        </message>
        <message>
            <source>%1 (Chinese only)</source>
            <translation>%1（仅中文）</translation>
        </message>
        <message>
            <source>%1 (English only)</source>
            <translation>%1（仅英文）</translation>
        </message>
        <message>
            <source>Success</source>
            <translation>成功</translation>
        </message>
        <message>
            <source>Failure</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>标准场景</translation>
        </message>
        <message>
            <source>Fault drill</source>
            <translation>故障演练</translation>
        </message>
        <message>
            <source>Failed (non-zero exit)</source>
            <translation>失败（非零退出码）</translation>
        </message>
        <message>
            <source>Time limit reached</source>
            <translation>达到时间限制</translation>
        </message>
        <message>
            <source>Node failure</source>
            <translation>节点故障</translation>
        </message>
        <message>
            <source>Out of memory</source>
            <translation>内存不足</translation>
        </message>
        <message>
            <source>Preempted</source>
            <translation>被抢占</translation>
        </message>
        <message>
            <source>Node boot failure</source>
            <translation>节点启动失败</translation>
        </message>
        <message>
            <source>Deadline reached</source>
            <translation>到达截止时间</translation>
        </message>
        <message>
            <source>(none given)</source>
            <translation>（未给出）</translation>
        </message>
        <message>
            <source>Cloud: normal, peak and low usage</source>
            <translation>云端：常规、峰值和低用量</translation>
        </message>
    </context>
    <context>
        <name>gatebench::LoadExport</name>
        <message>
            <source>The window must be at least 1 hour long, not %1.</source>
            <translation>时间窗至少为 1 小时，不能是 %1。</translation>
        </message>
        <message>
            <source>The PoC cluster must have at least 1 GPU, not %1.</source>
            <translation>PoC 集群至少要有 1 块 GPU，不能是 %1。</translation>
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>本评估中没有候选方案 %1。</translation>
        </message>
        <message>
            <source>The evaluation has no job records: import the baseline's job log first (gatebench import FILE --kind jobs).</source>
            <translation>本评估没有任务记录：请先导入基线的任务日志（gatebench import FILE --kind jobs）。</translation>
        </message>
        <message>
            <source>The job records have no analysis window.</source>
            <translation>任务记录没有分析时间窗。</translation>
        </message>
        <message>
            <source>A window of %1 hours is longer than the analysis window (%2 to %3, %4 hours).</source>
            <translation>%1 小时的时间窗长于分析时间窗（%2 至 %3，共 %4 小时）。</translation>
        </message>
        <message>
            <source>No window of %1 hours fits in the analysis window.</source>
            <translation>分析时间窗内放不下 %1 小时的时间窗。</translation>
        </message>
        <message>
            <source>The cluster's GPUs are not known: enter the GPU inventory.</source>
            <translation>集群的 GPU 数量未知：请录入 GPU 资源清单。</translation>
        </message>
        <message>
            <source>The recorded what-if export of %1 does not read: %2</source>
            <translation>%1 的假设分析导出记录无法读取：%2</translation>
        </message>
        <message>
            <source>No what-if load was exported for %1: run gatebench whatif export first, or give the predicted waits with --predicted.</source>
            <translation>尚未为 %1 导出假设分析负载：请先运行 gatebench whatif export，或用 --predicted 给出预测排队时间。</translation>
        </message>
        <message>
            <source>The job log has changed since the what-if load of %1 was exported (then %2 jobs from %3 UTC, now %4 from %5 UTC): give the export's predicted_waits.csv with --predicted, or export again.</source>
            <translation>%1 的假设分析负载导出后，任务日志已有变化（导出时从 %3 UTC 起 %2 个任务，现在从 %5 UTC 起 %4 个）：请用 --predicted 给出导出目录中的 predicted_waits.csv，或重新导出。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MainWindow</name>
        <message>
            <source>Simulated data</source>
            <translation>模拟数据</translation>
        </message>
        <message>
            <source>%1 (Ctrl+%2)</source>
            <translation>%1（Ctrl+%2）</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>概览</translation>
        </message>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>PoC</source>
            <translation>PoC</translation>
        </message>
        <message>
            <source>TCO</source>
            <translation>TCO</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>报告</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>审计日志</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;New evaluation from the template…</source>
            <translation>从模板新建评估(&amp;N)…</translation>
        </message>
        <message>
            <source>New &amp;empty evaluation…</source>
            <translation>新建空白评估(&amp;E)…</translation>
        </message>
        <message>
            <source>New &amp;demo evaluation (simulated data)…</source>
            <translation>新建示例评估（模拟数据）(&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>Change not saved</source>
            <translation>更改未保存</translation>
        </message>
        <message>
            <source>Create the demo evaluation</source>
            <translation>创建示例评估</translation>
        </message>
        <message>
            <source>New evaluation</source>
            <translation>新建评估</translation>
        </message>
        <message>
            <source>GateBench evaluations (%1)</source>
            <translation>GateBench 评估文件 (%1)</translation>
        </message>
        <message>
            <source>Open evaluation</source>
            <translation>打开评估</translation>
        </message>
        <message>
            <source>GateBench evaluations (%1);;All files (*)</source>
            <translation>GateBench 评估文件 (%1);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Save a copy as</source>
            <translation>另存副本</translation>
        </message>
        <message>
            <source>Choose another file: this is the open evaluation.</source>
            <translation>请选择其他文件：这是当前打开的评估。</translation>
        </message>
        <message>
            <source>Cannot replace %1</source>
            <translation>无法替换 %1</translation>
        </message>
        <message>
            <source>Saved a copy as %1</source>
            <translation>已将副本保存为 %1</translation>
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation>导入(&amp;I)…</translation>
        </message>
        <message>
            <source>Open or create an evaluation before importing into it.</source>
            <translation>请先打开或新建评估，然后再导入。</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s). Edit &gt; Undo takes the whole import back.</source>
            <translation>
                <numerusform>已导入 %n 行。“编辑 &gt; 撤销”可撤回整次导入。</numerusform>
            </translation>
        </message>
        <message>
            <source>Save a co&amp;py as…</source>
            <translation>另存副本(&amp;P)…</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>This candidate is set aside: it has no row in the assessments grid.</source>
            <translation>该候选方案已暂不纳入：评审表格中没有它的行。</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>Short &amp;guide</source>
            <translation>简明指南(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;About GateBench</source>
            <translation>关于 GateBench(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Undo: %1</source>
            <translation>撤销(&amp;U)：%1</translation>
        </message>
        <message>
            <source>&amp;Redo: %1</source>
            <translation>重做(&amp;R)：%1</translation>
        </message>
        <message>
            <source>Open &amp;bundle…</source>
            <translation>打开导出包(&amp;B)…</translation>
        </message>
        <message>
            <source>Open bundle</source>
            <translation>打开导出包</translation>
        </message>
        <message>
            <source>GateBench exit bundles (*.zip);;All files (*)</source>
            <translation>GateBench 导出包 (*.zip);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Save the evaluation of the bundle as</source>
            <translation>将导出包中的评估另存为</translation>
        </message>
        <message>
            <source>Checking the bundle %1…</source>
            <translation>正在检查导出包 %1…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Bundle refused</source>
            <translation>导出包被拒绝</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <source>TCO &amp;workbook (Excel)…</source>
            <translation>TCO 工作簿（Excel）(&amp;W)…</translation>
        </message>
        <message>
            <source>TCO &amp;lines (CSV)…</source>
            <translation>TCO 费用行（CSV）(&amp;L)…</translation>
        </message>
        <message>
            <source>Export the TCO workbook</source>
            <translation>导出 TCO 工作簿</translation>
        </message>
        <message>
            <source>Export the TCO lines</source>
            <translation>导出 TCO 费用行</translation>
        </message>
        <message>
            <source>The evaluation has no TCO lines to export yet.</source>
            <translation>该评估还没有可导出的 TCO 费用行。</translation>
        </message>
        <message>
            <source>%1-tco.xlsx</source>
            <translation>%1-TCO.xlsx</translation>
        </message>
        <message>
            <source>%1-tco-lines.csv</source>
            <translation>%1-TCO 费用行.csv</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Exported the TCO to %1</source>
            <translation>已将 TCO 导出到 %1</translation>
        </message>
        <message>
            <source>Decision &amp;report (PDF)…</source>
            <translation>决策报告（PDF）(&amp;R)…</translation>
        </message>
        <message>
            <source>E&amp;xit bundle (ZIP)…</source>
            <translation>导出包（ZIP）(&amp;X)…</translation>
        </message>
        <message>
            <source>Export the exit bundle</source>
            <translation>保存导出包</translation>
        </message>
        <message>
            <source>GateBench exit bundles (*.zip)</source>
            <translation>GateBench 导出包 (*.zip)</translation>
        </message>
        <message>
            <source>Writing the exit bundle %1…</source>
            <translation>正在写入导出包 %1…</translation>
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation>导出已取消：未写入任何内容。</translation>
        </message>
        <message>
            <source>Exported the exit bundle to %1</source>
            <translation>已将导出包写入 %1</translation>
        </message>
        <message>
            <source>The evaluation is damaged</source>
            <translation>评估已损坏</translation>
        </message>
        <message>
            <source>Checking the file…</source>
            <translation>正在检查文件…</translation>
        </message>
        <message>
            <source>GateBench reads the whole file once after opening it, to find damage before anything is written; changes wait until it has finished.</source>
            <translation>GateBench 打开文件后会完整读取一遍，以便在写入任何内容之前发现损坏；修改会等到检查完成后再进行。</translation>
        </message>
        <message>
            <source>Damaged: read-only</source>
            <translation>已损坏：只读</translation>
        </message>
        <message>
            <source>Committee &amp;packets…</source>
            <translation>委员评分包(&amp;P)…</translation>
        </message>
        <message>
            <source>Committee</source>
            <translation>评审委员会</translation>
        </message>
        <message>
            <source>&amp;Who acts…</source>
            <translation>当前操作人(&amp;W)…</translation>
        </message>
        <message>
            <source>Review &amp;committee…</source>
            <translation>评审委员会(&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;Committee</source>
            <translation>评审委员会(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Open a scoring round…</source>
            <translation>开启评分轮次(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Close the scoring round…</source>
            <translation>关闭评分轮次(&amp;C)…</translation>
        </message>
        <message>
            <source>Round &amp;progress…</source>
            <translation>轮次进度(&amp;P)…</translation>
        </message>
        <message>
            <source>Acting: %1 (%2)</source>
            <translation>当前操作人：%1（%2）</translation>
        </message>
        <message>
            <source>Acting: %1 (no member chosen)</source>
            <translation>当前操作人：%1（未选择成员）</translation>
        </message>
        <message>
            <source>No member (%1, the system user)</source>
            <translation>不选成员（%1，系统用户）</translation>
        </message>
        <message>
            <source>%1 — %2, %3</source>
            <translation>%1 — %2，%3</translation>
        </message>
        <message>
            <source>Who acts</source>
            <translation>当前操作人</translation>
        </message>
        <message>
            <source>The committee member who works on this machine: every change is stamped with their name, and the window shows what their permission lets them see and change.</source>
            <translation>在本机工作的评审委员会成员：每项修改都会记下其姓名，窗口只显示其权限允许查看和修改的内容。</translation>
        </message>
        <message>
            <source>&amp;Present</source>
            <translation>演示(&amp;P)</translation>
        </message>
        <message>
            <source>Presentation mode: one view at a time, full screen, readable from the back of the room (F5; Esc leaves)</source>
            <translation>演示模式：全屏逐一显示各视图，会议室后排也看得清（F5；Esc 退出）</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>会议纪要</translation>
        </message>
        <message>
            <source>Meeting ended</source>
            <translation>会议已结束</translation>
        </message>
        <message>
            <source>Take a snapshot of the evaluation now, named “%1”, so that the next meeting can see what changed since this one?</source>
            <translation>现在为评估拍一个快照，命名为“%1”，以便下次会议查看自本次会议以来的变化吗？</translation>
        </message>
        <message>
            <source>No snapshot taken</source>
            <translation>未拍摄快照</translation>
        </message>
        <message>
            <source>Snapshot “%1” taken.</source>
            <translation>已拍摄快照“%1”。</translation>
        </message>
        <message>
            <source>&amp;Minutes</source>
            <translation>会议纪要(&amp;M)</translation>
        </message>
        <message>
            <source>Present &amp;on</source>
            <translation>演示屏幕(&amp;O)</translation>
        </message>
        <message>
            <source>%1 × %2, this window's screen</source>
            <translation>%1 × %2，本窗口所在屏幕</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Another screen than this window's</source>
            <translation>本窗口以外的屏幕</translation>
        </message>
        <message>
            <source>Take a snapshot</source>
            <translation>拍摄快照</translation>
        </message>
        <message>
            <source>The snapshot keeps the evaluation's decision-relevant state as it is now, so that the next meeting can see what changed since. Its name:</source>
            <translation>快照保存评估中与决策相关的当前状态，以便下次会议查看此后的变化。快照名称：</translation>
        </message>
        <message>
            <source>Take a &amp;snapshot…</source>
            <translation>拍摄快照(&amp;S)…</translation>
        </message>
        <message>
            <source>The chair records the evaluation as it is now, so that the next meeting can see what changed since</source>
            <translation>由主席记录评估的当前状态，以便下次会议查看此后的变化</translation>
        </message>
        <message>
            <source>What changed since the last &amp;meeting…</source>
            <translation>自上次会议以来的变化(&amp;M)…</translation>
        </message>
        <message>
            <source>What-if</source>
            <translation>调度假设分析</translation>
        </message>
        <message>
            <source>Open &amp;shared evaluation…</source>
            <translation>打开共享评估(&amp;S)…</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>密码</translation>
        </message>
        <message>
            <source>The server asks for the password of %1:</source>
            <translation>服务器要求输入 %1 的密码：</translation>
        </message>
        <message>
            <source>The server refused that password. The password of %1:</source>
            <translation>服务器拒绝了该密码。请重新输入 %1 的密码：</translation>
        </message>
        <message>
            <source>Connection to the server lost: reconnecting…</source>
            <translation>与服务器的连接已断开：正在重新连接…</translation>
        </message>
        <message>
            <source>Nothing can be written until the server is back; the other members' changes show again then.</source>
            <translation>服务器恢复之前无法写入任何内容；届时会再次显示其他委员的修改。</translation>
        </message>
        <message>
            <source>Shared: %1</source>
            <translation>共享：%1</translation>
        </message>
        <message>
            <source>An evaluation on a server: the other members' changes show here within seconds.</source>
            <translation>服务器上的评估：其他委员的修改会在几秒内显示在这里。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Member</name>
        <message>
            <source>chair</source>
            <translation>主席</translation>
        </message>
        <message>
            <source>member</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>observer</source>
            <translation>观察员</translation>
        </message>
        <message>
            <source>Security</source>
            <translation>安全</translation>
        </message>
        <message>
            <source>Finance</source>
            <translation>财务</translation>
        </message>
        <message>
            <source>Algorithm teams</source>
            <translation>算法团队</translation>
        </message>
        <message>
            <source>Business</source>
            <translation>业务</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Platform</source>
            <translation>平台</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MemberEditDialog</name>
        <message>
            <source>Add a member</source>
            <translation>添加成员</translation>
        </message>
        <message>
            <source>Edit the member</source>
            <translation>编辑成员</translation>
        </message>
        <message>
            <source>from the name</source>
            <translation>由姓名生成</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>编号：</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>姓名：</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>职务：</translation>
        </message>
        <message>
            <source>Permission:</source>
            <translation>权限：</translation>
        </message>
        <message>
            <source>Function:</source>
            <translation>职能：</translation>
        </message>
        <message>
            <source>The chair manages the members and the scoring rounds; a member scores and signs; an observer reads and writes nothing.</source>
            <translation>主席管理成员和评分轮次；成员评分并签署；观察员只读，不能写入任何内容。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Members</name>
        <message>
            <source>There is no requirement %1 in this evaluation.</source>
            <translation>本评估中没有需求 %1。</translation>
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus criteria are scored.</source>
            <translation>%1 不是加分项：只有加分项需要评分。</translation>
        </message>
        <message>
            <source>A member needs a name.</source>
            <translation>成员必须有姓名。</translation>
        </message>
        <message>
            <source>Another member (%1) is named %2.</source>
            <translation>已有另一位成员（%1）名为 %2。</translation>
        </message>
        <message>
            <source>%1 cannot be a member's id: use 1 to 64 letters, digits, '.', '_' or '-'.</source>
            <translation>%1 不能作为成员编号：请使用 1 到 64 个字母、数字、“.”、“_”或“-”。</translation>
        </message>
        <message>
            <source>There is already a member %1.</source>
            <translation>已存在成员 %1。</translation>
        </message>
        <message>
            <source>Add the member %1</source>
            <translation>添加成员 %1</translation>
        </message>
        <message>
            <source>%1 is the evaluation's only chair: name another chair first.</source>
            <translation>%1 是本评估唯一的主席：请先指定另一位主席。</translation>
        </message>
        <message>
            <source>Change the member %1</source>
            <translation>修改成员 %1</translation>
        </message>
        <message>
            <source>Remove the member %1</source>
            <translation>删除成员 %1</translation>
        </message>
        <message>
            <source>%1 is an observer: observers do not score.</source>
            <translation>%1 是观察员：观察员不评分。</translation>
        </message>
        <message>
            <source>Assign the scorers of %1</source>
            <translation>指定 %1 的评分人</translation>
        </message>
        <message>
            <source>A quorum is 1 to %1 scores.</source>
            <translation>最少评分数为 1 到 %1 个。</translation>
        </message>
        <message>
            <source>Set the quorum of %1 to %2</source>
            <translation>将 %1 的最少评分数设为 %2</translation>
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>本评估中没有候选方案 %1。</translation>
        </message>
        <message>
            <source>A recusal needs its reason.</source>
            <translation>回避必须写明理由。</translation>
        </message>
        <message>
            <source>%1 has already recused from %2.</source>
            <translation>%1 已就 %2 声明回避。</translation>
        </message>
        <message>
            <source>%1 recuses from %2</source>
            <translation>%1 就 %2 声明回避</translation>
        </message>
        <message>
            <source>%1 withdraws the recusal from %2</source>
            <translation>%1 撤回对 %2 的回避</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MembersCommand</name>
        <message>
            <source>Members: %1</source>
            <translation>成员：%1</translation>
        </message>
        <message>
            <source>Scoring assignments and quorums of the bonus criteria:</source>
            <translation>加分项的评分分工和最少评分数：</translation>
        </message>
        <message>
            <source>everyone (%1)</source>
            <translation>所有人（%1）</translation>
        </message>
        <message>
            <source>scored by %1; quorum %2</source>
            <translation>评分人：%1；最少评分数 %2</translation>
        </message>
        <message>
            <source>Recusals: %1</source>
            <translation>回避：%1</translation>
        </message>
        <message>
            <source>%1 recused from %2 (%3): %4</source>
            <translation>%1 就 %2 声明回避（%3）：%4</translation>
        </message>
        <message>
            <source>Add a member to the review committee (the chair's action; until the evaluation has a chair, whoever acts may name one).</source>
            <translation>向评审委员会添加成员（由主席操作；评估尚无主席时，任何操作人都可指定一位）。</translation>
        </message>
        <message>
            <source>Change a member's name, role, permission or function (the chair's action).</source>
            <translation>修改成员的姓名、职务、权限或职能（由主席操作）。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The member's id.</source>
            <translation>成员编号。</translation>
        </message>
        <message>
            <source>The new member's id: letters, digits, '.', '_' or '-' (default: from the name).</source>
            <translation>新成员的编号：字母、数字、“.”、“_”或“-”（默认：由姓名生成）。</translation>
        </message>
        <message>
            <source>The member's name.</source>
            <translation>成员姓名。</translation>
        </message>
        <message>
            <source>The member's title (free text).</source>
            <translation>成员职务（自由文本）。</translation>
        </message>
        <message>
            <source>chair, member or observer (default for a new member: member).</source>
            <translation>chair（主席）、member（成员）或 observer（观察员）（新成员默认：member）。</translation>
        </message>
        <message>
            <source>security, finance, platform, algorithm, business or other (default for a new member: other).</source>
            <translation>security、finance、platform、algorithm、business 或 other（新成员默认：other）。</translation>
        </message>
        <message>
            <source>member add takes exactly one FILE</source>
            <translation>member add 只接受一个 FILE</translation>
        </message>
        <message>
            <source>member set takes FILE and ID</source>
            <translation>member set 需要 FILE 和 ID</translation>
        </message>
        <message>
            <source>--permission takes chair, member or observer</source>
            <translation>--permission 只接受 chair、member 或 observer</translation>
        </message>
        <message>
            <source>--function takes security, finance, platform, algorithm, business or other</source>
            <translation>--function 只接受 security、finance、platform、algorithm、business 或 other</translation>
        </message>
        <message>
            <source>member add needs --name</source>
            <translation>member add 需要 --name</translation>
        </message>
        <message>
            <source>Added the member %1 (%2, %3) to %4
</source>
            <translation>已将成员 %1（%2，%3）添加到 %4
</translation>
        </message>
        <message>
            <source>There is no member %1 in %2.</source>
            <translation>%2 中没有成员 %1。</translation>
        </message>
        <message>
            <source>Member %1: %2, %3, %4
</source>
            <translation>成员 %1：%2，%3，%4
</translation>
        </message>
        <message>
            <source>Remove a member from the review committee, with their scores, assignments, recusals and signature (the chair's action; one undoable step).</source>
            <translation>从评审委员会删除成员，连同其评分、评分分工、回避声明和签名（由主席操作；一个可撤销的步骤）。</translation>
        </message>
        <message>
            <source>member remove takes FILE and ID</source>
            <translation>member remove 需要 FILE 和 ID</translation>
        </message>
        <message>
            <source>Removed the member %1 from %2
</source>
            <translation>已从 %2 删除成员 %1
</translation>
        </message>
        <message>
            <source>Set which members score a bonus criterion (the chair's action). Without --member, every chair and member scores it (the default).</source>
            <translation>设置由哪些成员为某个加分项评分（由主席操作）。不指定 --member 时，由所有主席和成员评分（默认）。</translation>
        </message>
        <message>
            <source>The bonus criterion's id.</source>
            <translation>加分项编号。</translation>
        </message>
        <message>
            <source>A member who scores it (repeatable).</source>
            <translation>为其评分的成员（可重复）。</translation>
        </message>
        <message>
            <source>member assign needs --criterion</source>
            <translation>member assign 需要 --criterion</translation>
        </message>
        <message>
            <source>%1 is scored by every chair and member
</source>
            <translation>%1 由所有主席和成员评分
</translation>
        </message>
        <message>
            <source>%1 is scored by %2
</source>
            <translation>%1 由 %2 评分
</translation>
        </message>
        <message>
            <source>Set the quorum of a bonus criterion: the scores each of its cells needs before a round is revealed without a reason (the chair's action; default 2).</source>
            <translation>设置加分项的最少评分数：在无需说明理由即可揭晓评分轮次之前，每个单元格需要的评分个数（由主席操作；默认 2）。</translation>
        </message>
        <message>
            <source>1 to %1 scores, or "default" for the default (2).</source>
            <translation>1 到 %1 个评分，或用“default”表示默认值（2）。</translation>
        </message>
        <message>
            <source>member quorum needs --criterion and --quorum</source>
            <translation>member quorum 需要 --criterion 和 --quorum</translation>
        </message>
        <message>
            <source>--quorum takes 1 to %1 or "default"</source>
            <translation>--quorum 只接受 1 到 %1 或“default”</translation>
        </message>
        <message>
            <source>The quorum of %1 is %2
</source>
            <translation>%1 的最少评分数为 %2
</translation>
        </message>
        <message>
            <source>Declare a member's conflict of interest for a candidate, with its reason: their scores for it are refused and left out of the decision (the member's own action, or the chair's).</source>
            <translation>声明成员与某个候选方案存在利益冲突并写明理由：此后其对该方案的评分会被拒绝，已有评分不计入决策（由成员本人或主席操作）。</translation>
        </message>
        <message>
            <source>Withdraw a member's recusal: their scores for the candidate count again.</source>
            <translation>撤回成员的回避：其对该候选方案的评分重新计入。</translation>
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation>候选方案编号。</translation>
        </message>
        <message>
            <source>Why (required).</source>
            <translation>理由（必填）。</translation>
        </message>
        <message>
            <source>%1 takes FILE and ID</source>
            <translation>%1 需要 FILE 和 ID</translation>
        </message>
        <message>
            <source>%1 needs --candidate</source>
            <translation>%1 需要 --candidate</translation>
        </message>
        <message>
            <source>member recuse needs --reason: a recusal is kept with its reason</source>
            <translation>member recuse 需要 --reason：回避须连同理由一起记录</translation>
        </message>
        <message>
            <source>%1 recused from %2
</source>
            <translation>%1 已就 %2 声明回避
</translation>
        </message>
        <message>
            <source>%1 withdrew the recusal from %2
</source>
            <translation>%1 已撤回对 %2 的回避
</translation>
        </message>
        <message>
            <source>List the review committee: members with their permission and function, who scores each bonus criterion and its quorum, and the recusals. Never writes to FILE.</source>
            <translation>列出评审委员会：成员及其权限和职能、每个加分项由谁评分及其最少评分数，以及回避声明。不会写入 FILE。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>member takes add, set, remove, assign, quorum, recuse or withdraw, then FILE</source>
            <translation>member 后须跟 add、set、remove、assign、quorum、recuse 或 withdraw，然后是 FILE</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MembersDialog</name>
        <message>
            <source>Review committee</source>
            <translation>评审委员会</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>姓名</translation>
        </message>
        <message>
            <source>Permission</source>
            <translation>权限</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>职能</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>职务</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>编辑…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Members</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>A ticked cell: the member scores the criterion. A criterion with every box ticked is scored by every chair and member (the default). The quorum is the number of scores each of its cells needs before a round is revealed without a reason.</source>
            <translation>勾选表示该成员为该项评分。全部勾选的加分项由所有主席和成员评分（默认）。最少评分数是在无需说明理由即可揭晓评分轮次之前，该项每个单元格需要的评分个数。</translation>
        </message>
        <message>
            <source>A bonus criterion needs at least one member to score it.</source>
            <translation>每个加分项至少需要一位成员评分。</translation>
        </message>
        <message>
            <source>Assignments and quorums</source>
            <translation>评分分工和最少评分数</translation>
        </message>
        <message>
            <source>Member</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>声明时间</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>理由</translation>
        </message>
        <message>
            <source>A member who declares a conflict of interest for a candidate may not score it; their scores for it are left out of the decision while the recusal stands.</source>
            <translation>声明与某个候选方案存在利益冲突的成员不得为其评分；回避期间，其对该方案的评分不计入决策。</translation>
        </message>
        <message>
            <source>Declare a recusal…</source>
            <translation>声明回避…</translation>
        </message>
        <message>
            <source>Withdraw</source>
            <translation>撤回</translation>
        </message>
        <message>
            <source>Recusals</source>
            <translation>回避</translation>
        </message>
        <message>
            <source>Acting: %1 (%2).</source>
            <translation>当前操作人：%1（%2）。</translation>
        </message>
        <message>
            <source>Acting: %1 (%2). Only the chair manages the members, assignments and quorums; a member declares their own recusals.</source>
            <translation>当前操作人：%1（%2）。只有主席可以管理成员、评分分工和最少评分数；成员可自行声明回避。</translation>
        </message>
        <message>
            <source>No member is chosen to act (Edit &gt; Who acts…): only the chair manages the committee.</source>
            <translation>尚未选择操作成员（编辑 &gt; 当前操作人…）：只有主席可以管理评审委员会。</translation>
        </message>
        <message>
            <source>The evaluation has no chair yet: whoever acts may name one.</source>
            <translation>本评估尚无主席：任何操作人都可指定一位。</translation>
        </message>
        <message>
            <source>Quorum</source>
            <translation>最少评分数</translation>
        </message>
        <message>
            <source>Remove the member</source>
            <translation>删除成员</translation>
        </message>
        <message>
            <source>Remove %1 with their scores, assignments, recusals and signature? Edit &gt; Undo brings all of it back.</source>
            <translation>删除 %1 及其评分、评分分工、回避声明和签名？“编辑 &gt; 撤销”可全部恢复。</translation>
        </message>
        <message>
            <source>Declare a recusal</source>
            <translation>声明回避</translation>
        </message>
        <message>
            <source>Why the member may not score this candidate (required)</source>
            <translation>该成员不能为此候选方案评分的原因（必填）</translation>
        </message>
        <message>
            <source>Member:</source>
            <translation>成员：</translation>
        </message>
        <message>
            <source>Candidate:</source>
            <translation>候选方案：</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>理由：</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MetricRule</name>
        <message>
            <source>at most</source>
            <translation>不超过</translation>
        </message>
        <message>
            <source>at least</source>
            <translation>不低于</translation>
        </message>
        <message>
            <source>below</source>
            <translation>低于</translation>
        </message>
        <message>
            <source>above</source>
            <translation>高于</translation>
        </message>
        <message>
            <source>A metric rule needs a PoC scenario.</source>
            <translation>指标规则需要一个 PoC 场景。</translation>
        </message>
        <message>
            <source>A metric rule cannot be on %1.</source>
            <translation>指标规则不能基于%1。</translation>
        </message>
        <message>
            <source>The threshold of a metric rule is a number of 0 or more.</source>
            <translation>指标规则的门槛值须为 0 或更大的数。</translation>
        </message>
        <message>
            <source>The threshold of %1 is a share from 0 to 1 (0.95 for 95%).</source>
            <translation>%1的门槛值是 0 到 1 之间的比例（95% 写作 0.95）。</translation>
        </message>
        <message>
            <source>A metric rule needs at least 1 run.</source>
            <translation>指标规则至少需要 1 次运行。</translation>
        </message>
        <message>
            <source>The borderline band of a metric rule is a number of 0 or more.</source>
            <translation>指标规则的临界区间须为 0 或更大的数。</translation>
        </message>
        <message>
            <source>The metric rule is not a rule GateBench can read: %1</source>
            <translation>该指标规则不是 GateBench 能读取的规则：%1</translation>
        </message>
        <message>
            <source>The metric rule has version %1; this GateBench reads version %2.</source>
            <translation>该指标规则的版本为 %1；此版本的 GateBench 读取版本 %2。</translation>
        </message>
        <message>
            <source>The metric rule names an unknown metric %1.</source>
            <translation>该指标规则使用了未知的指标 %1。</translation>
        </message>
        <message>
            <source>The metric rule names an unknown comparison %1.</source>
            <translation>该指标规则使用了未知的比较方式 %1。</translation>
        </message>
        <message>
            <source>The metric rule has no threshold.</source>
            <translation>该指标规则没有门槛值。</translation>
        </message>
        <message>
            <source>Borderline, needs review</source>
            <translation>临界，需要复核</translation>
        </message>
        <message>
            <source>%1: %2 %3 %4, over at least 1 run</source>
            <translation>%1：%2%3 %4，至少 1 次运行</translation>
        </message>
        <message>
            <source>%1: %2 %3 %4, over at least %5 runs</source>
            <translation>%1：%2%3 %4，至少 %5 次运行</translation>
        </message>
        <message>
            <source>borderline within %1</source>
            <translation>临界区间 %1</translation>
        </message>
        <message>
            <source>%1: the rule cannot be read</source>
            <translation>%1：规则无法读取</translation>
        </message>
        <message>
            <source>%1: too few runs: %2 of %3</source>
            <translation>%1：运行次数不足：%2/%3</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1 by override (computed %2)</source>
            <translation>裁定为%1（计算结果：%2）</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>runs %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>%1 line %2</source>
            <translation>%1 第 %2 行</translation>
        </message>
        <message>
            <source>%1 lines %2</source>
            <translation>%1 第 %2 行</translation>
        </message>
        <message>
            <source>The verdict cannot be computed: %1</source>
            <translation>无法计算结论：%1</translation>
        </message>
        <message>
            <source>%1 of 1 run succeeded</source>
            <translation>1 次运行中 %1 次成功</translation>
        </message>
        <message>
            <source>%1 of %2 runs succeeded</source>
            <translation>%2 次运行中 %1 次成功</translation>
        </message>
        <message>
            <source>1 run</source>
            <translation>1 次运行</translation>
        </message>
        <message>
            <source>%1 runs</source>
            <translation>%1 次运行</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>meets the threshold (%1)</source>
            <translation>达到门槛（%1）</translation>
        </message>
        <message>
            <source>does not meet the threshold (%1)</source>
            <translation>未达到门槛（%1）</translation>
        </message>
        <message>
            <source>within the borderline band of the threshold (%1): needs review</source>
            <translation>处于门槛的临界区间内（%1）：需要复核</translation>
        </message>
        <message>
            <source>too few runs: %1 of %2 (threshold %3)</source>
            <translation>运行次数不足：%1/%2（门槛：%3）</translation>
        </message>
        <message>
            <source>no run measured it (threshold %1)</source>
            <translation>没有运行测得该指标（门槛：%1）</translation>
        </message>
        <message>
            <source>%1 on %2: %3 (%4), %5.</source>
            <translation>“%2”的%1：%3（%4），%5。</translation>
        </message>
        <message>
            <source>Overridden to %1 by %2 on %3: %4</source>
            <translation>%2 于 %3 裁定为%1：%4</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Minutes</name>
        <message>
            <source>This evaluation's file is too old to keep minutes.</source>
            <translation>此评估文件的版本过旧，无法保存会议纪要。</translation>
        </message>
        <message>
            <source>There is no meeting %1 in this evaluation.</source>
            <translation>本评估中没有会议 %1。</translation>
        </message>
        <message>
            <source>%1 needs its text.</source>
            <translation>%1需要填写内容。</translation>
        </message>
        <message>
            <source>%1 is longer than %2 characters.</source>
            <translation>%1超过 %2 个字符。</translation>
        </message>
        <message>
            <source>The evaluation has no decision record yet for a decision to refer to.</source>
            <translation>本评估尚无决策记录，会议决定无法引用。</translation>
        </message>
        <message>
            <source>There is no version %1 of the decision record.</source>
            <translation>决策记录没有第 %1 版。</translation>
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>本评估中没有候选方案 %1。</translation>
        </message>
        <message>
            <source>There is no requirement %1 in this evaluation.</source>
            <translation>本评估中没有需求 %1。</translation>
        </message>
        <message>
            <source>%1 is not a bonus criterion: a consensus score is of a bonus criterion.</source>
            <translation>%1 不是加分项：共识评分只针对加分项。</translation>
        </message>
        <message>
            <source>%1 is not a gate: a verdict or a waiver is of a gate.</source>
            <translation>%1 不是门槛项：结论和豁免只针对门槛项。</translation>
        </message>
        <message>
            <source>A meeting needs its date.</source>
            <translation>会议需要日期。</translation>
        </message>
        <message>
            <source>The title is longer than %1 characters.</source>
            <translation>标题超过 %1 个字符。</translation>
        </message>
        <message>
            <source>Add the meeting of %1</source>
            <translation>添加 %1 的会议</translation>
        </message>
        <message>
            <source>End the meeting of %1</source>
            <translation>结束 %1 的会议</translation>
        </message>
        <message>
            <source>Resume the meeting of %1</source>
            <translation>继续 %1 的会议</translation>
        </message>
        <message>
            <source>Change the meeting of %1</source>
            <translation>修改 %1 的会议</translation>
        </message>
        <message>
            <source>Remove the meeting of %1</source>
            <translation>删除 %1 的会议</translation>
        </message>
        <message>
            <source>Mark %1 present at the meeting of %2</source>
            <translation>记录 %1 出席 %2 的会议</translation>
        </message>
        <message>
            <source>Mark %1 absent from the meeting of %2</source>
            <translation>记录 %1 缺席 %2 的会议</translation>
        </message>
        <message>
            <source>An agenda item</source>
            <translation>议程项</translation>
        </message>
        <message>
            <source>Add the agenda item “%1”</source>
            <translation>添加议程项“%1”</translation>
        </message>
        <message>
            <source>There is no agenda item %1 in this evaluation.</source>
            <translation>本评估中没有议程项 %1。</translation>
        </message>
        <message>
            <source>Remove the agenda item “%1”</source>
            <translation>删除议程项“%1”</translation>
        </message>
        <message>
            <source>A decision</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>Record the decision “%1”</source>
            <translation>记录会议决定“%1”</translation>
        </message>
        <message>
            <source>There is no decision %1 in the minutes.</source>
            <translation>会议纪要中没有决定 %1。</translation>
        </message>
        <message>
            <source>Remove the decision “%1”</source>
            <translation>删除会议决定“%1”</translation>
        </message>
        <message>
            <source>An action</source>
            <translation>待办事项</translation>
        </message>
        <message>
            <source>An action needs its owner (a member).</source>
            <translation>待办事项需要负责人（一名成员）。</translation>
        </message>
        <message>
            <source>Give %1 the action “%2”</source>
            <translation>将待办事项“%2”交给 %1</translation>
        </message>
        <message>
            <source>There is no action %1 in the minutes.</source>
            <translation>会议纪要中没有待办事项 %1。</translation>
        </message>
        <message>
            <source>Mark the action “%1” %2</source>
            <translation>将待办事项“%1”标记为%2</translation>
        </message>
        <message>
            <source>Change the action “%1”</source>
            <translation>修改待办事项“%1”</translation>
        </message>
        <message>
            <source>Remove the action “%1”</source>
            <translation>删除待办事项“%1”</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>进行中</translation>
        </message>
        <message>
            <source>Ended</source>
            <translation>已结束</translation>
        </message>
        <message>
            <source>No link</source>
            <translation>不关联</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Waiver</source>
            <translation>豁免</translation>
        </message>
        <message>
            <source>Consensus score</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Dropped</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Verdict: %1 on “%2”</source>
            <translation>结论：%1 的“%2”</translation>
        </message>
        <message>
            <source>Waiver: %1 on “%2”</source>
            <translation>豁免：%1 的“%2”</translation>
        </message>
        <message>
            <source>Consensus score: %1 on “%2”</source>
            <translation>共识评分：%1 的“%2”</translation>
        </message>
        <message>
            <source>Decision record, version %1</source>
            <translation>决策记录第 %1 版</translation>
        </message>
        <message>
            <source>No meeting has been recorded.</source>
            <translation>尚未记录任何会议。</translation>
        </message>
        <message>
            <source>Meeting %1 on %2</source>
            <translation>会议 %1（%2）</translation>
        </message>
        <message>
            <source>, simulated</source>
            <translation>，模拟数据</translation>
        </message>
        <message>
            <source>  Present: %1</source>
            <translation>  出席：%1</translation>
        </message>
        <message>
            <source>  Absent: %1</source>
            <translation>  缺席：%1</translation>
        </message>
        <message>
            <source>  Agenda:</source>
            <translation>  议程：</translation>
        </message>
        <message>
            <source>  Decisions:</source>
            <translation>  会议决定：</translation>
        </message>
        <message>
            <source>  Actions:</source>
            <translation>  待办事项：</translation>
        </message>
        <message>
            <source>, due %1</source>
            <translation>，截止 %1</translation>
        </message>
        <message>
            <source> — OVERDUE</source>
            <translation> — 已逾期</translation>
        </message>
        <message numerus="yes">
            <source>%n open action(s) past their due date on %1.</source>
            <translation>
                <numerusform>截至 %1，有 %n 项未完成的待办事项已逾期。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::MinutesCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The meeting (its number, as `gatebench minutes` lists it).</source>
            <translation>会议（编号，见 `gatebench minutes` 的列表）。</translation>
        </message>
        <message>
            <source>--%1 takes a number</source>
            <translation>--%1 需要一个数字</translation>
        </message>
        <message>
            <source>--%1 takes a date, YYYY-MM-DD</source>
            <translation>--%1 需要一个日期，格式 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Add a meeting of the committee, in progress: every member is recorded absent until marked present (--present, or meeting attend). Prints its number.</source>
            <translation>添加一次评审委员会会议（进行中）：在标记出席之前，每位成员都记为缺席（--present，或 meeting attend）。输出会议编号。</translation>
        </message>
        <message>
            <source>The day of the meeting, YYYY-MM-DD (required).</source>
            <translation>会议日期，YYYY-MM-DD（必填）。</translation>
        </message>
        <message>
            <source>The meeting's title.</source>
            <translation>会议标题。</translation>
        </message>
        <message>
            <source>A member present (repeatable).</source>
            <translation>出席的成员（可重复）。</translation>
        </message>
        <message>
            <source>meeting add needs --date DATE</source>
            <translation>meeting add 需要 --date DATE</translation>
        </message>
        <message>
            <source>Meeting %1 added.</source>
            <translation>已添加会议 %1。</translation>
        </message>
        <message>
            <source>Change a meeting's date or title, end it or resume it.</source>
            <translation>修改会议的日期或标题，结束或继续会议。</translation>
        </message>
        <message>
            <source>The day of the meeting, YYYY-MM-DD.</source>
            <translation>会议日期，YYYY-MM-DD。</translation>
        </message>
        <message>
            <source>End the meeting.</source>
            <translation>结束会议。</translation>
        </message>
        <message>
            <source>Resume an ended meeting.</source>
            <translation>继续已结束的会议。</translation>
        </message>
        <message>
            <source>meeting set needs --meeting ID</source>
            <translation>meeting set 需要 --meeting ID</translation>
        </message>
        <message>
            <source>--end and --resume exclude each other</source>
            <translation>--end 和 --resume 不能同时使用</translation>
        </message>
        <message>
            <source>Meeting %1 changed.</source>
            <translation>已修改会议 %1。</translation>
        </message>
        <message>
            <source>Remove a meeting with its attendance, agenda, decisions and actions (the chair's).</source>
            <translation>删除会议及其出席记录、议程、会议决定和待办事项（由主席操作）。</translation>
        </message>
        <message>
            <source>meeting remove needs --meeting ID</source>
            <translation>meeting remove 需要 --meeting ID</translation>
        </message>
        <message>
            <source>Meeting %1 removed.</source>
            <translation>已删除会议 %1。</translation>
        </message>
        <message>
            <source>Mark members present at a meeting (or absent, with --absent).</source>
            <translation>记录成员出席会议（使用 --absent 时记为缺席）。</translation>
        </message>
        <message>
            <source>A member (repeatable).</source>
            <translation>成员（可重复）。</translation>
        </message>
        <message>
            <source>Mark them absent.</source>
            <translation>记为缺席。</translation>
        </message>
        <message>
            <source>meeting attend needs --meeting ID and --member ID</source>
            <translation>meeting attend 需要 --meeting ID 和 --member ID</translation>
        </message>
        <message>
            <source>Attendance of meeting %1 recorded.</source>
            <translation>已记录会议 %1 的出席情况。</translation>
        </message>
        <message>
            <source>Add an item to a meeting's agenda, or remove one.</source>
            <translation>向会议议程添加一项，或删除一项。</translation>
        </message>
        <message>
            <source>The agenda item to add.</source>
            <translation>要添加的议程项。</translation>
        </message>
        <message>
            <source>Remove agenda item N.</source>
            <translation>删除议程项 N。</translation>
        </message>
        <message>
            <source>meeting agenda takes --meeting ID --item TEXT, or --remove N</source>
            <translation>meeting agenda 需要 --meeting ID --item TEXT，或 --remove N</translation>
        </message>
        <message>
            <source>Agenda item %1 removed.</source>
            <translation>已删除议程项 %1。</translation>
        </message>
        <message>
            <source>Agenda item %1 added.</source>
            <translation>已添加议程项 %1。</translation>
        </message>
        <message>
            <source>Record a decision of a meeting, linked to what it decided: a verdict or a waiver (a candidate on a gate), a consensus score (a candidate on a bonus criterion) or the decision record; or remove one.</source>
            <translation>记录一项会议决定，并关联其所决定的内容：结论或豁免（候选方案的某个门槛项）、共识评分（候选方案的某个加分项）或决策记录；或删除一项会议决定。</translation>
        </message>
        <message>
            <source>What was decided.</source>
            <translation>决定的内容。</translation>
        </message>
        <message>
            <source>What it decided: none (default), verdict, waiver, consensus or record.</source>
            <translation>所决定的对象：none（默认）、verdict、waiver、consensus 或 record。</translation>
        </message>
        <message>
            <source>The candidate (verdict, waiver, consensus).</source>
            <translation>候选方案（verdict、waiver、consensus）。</translation>
        </message>
        <message>
            <source>The criterion (verdict, waiver: a gate; consensus: a bonus criterion).</source>
            <translation>评估项（verdict、waiver：门槛项；consensus：加分项）。</translation>
        </message>
        <message>
            <source>The decision record's version (record; default: the latest).</source>
            <translation>决策记录的版本（record；默认：最新版）。</translation>
        </message>
        <message>
            <source>Remove decision N.</source>
            <translation>删除会议决定 N。</translation>
        </message>
        <message>
            <source>--remove excludes --meeting and --text</source>
            <translation>--remove 不能与 --meeting 和 --text 同时使用</translation>
        </message>
        <message>
            <source>Decision %1 removed.</source>
            <translation>已删除会议决定 %1。</translation>
        </message>
        <message>
            <source>meeting decide needs --meeting ID and --text TEXT</source>
            <translation>meeting decide 需要 --meeting ID 和 --text TEXT</translation>
        </message>
        <message>
            <source>--link takes none, verdict, waiver, consensus or record</source>
            <translation>--link 的取值为 none、verdict、waiver、consensus 或 record</translation>
        </message>
        <message>
            <source>--candidate and --criterion go with --link verdict, waiver or consensus, and both are needed there</source>
            <translation>--candidate 和 --criterion 用于 --link verdict、waiver 或 consensus，且两者都必须给出</translation>
        </message>
        <message>
            <source>--version goes with --link record</source>
            <translation>--version 只用于 --link record</translation>
        </message>
        <message>
            <source>Decision %1 recorded.</source>
            <translation>已记录会议决定 %1。</translation>
        </message>
        <message>
            <source>Give out an action at a meeting (--meeting, --text, --owner, optionally --due), change one (--action N with what changes: --text, --owner, --due DATE|none, --status open|done|dropped), or remove one (--remove N).</source>
            <translation>在会议上分派待办事项（--meeting、--text、--owner，可选 --due），修改待办事项（--action N 加上要修改的内容：--text、--owner、--due DATE|none、--status open|done|dropped），或删除待办事项（--remove N）。</translation>
        </message>
        <message>
            <source>The action to change.</source>
            <translation>要修改的待办事项。</translation>
        </message>
        <message>
            <source>What is to be done.</source>
            <translation>要做的事。</translation>
        </message>
        <message>
            <source>Who does it (a member).</source>
            <translation>负责人（一名成员）。</translation>
        </message>
        <message>
            <source>By when, YYYY-MM-DD (none: no due date).</source>
            <translation>截止日期，YYYY-MM-DD（none：无截止日期）。</translation>
        </message>
        <message>
            <source>open, done or dropped.</source>
            <translation>open、done 或 dropped。</translation>
        </message>
        <message>
            <source>Remove action N.</source>
            <translation>删除待办事项 N。</translation>
        </message>
        <message>
            <source>meeting action takes one of --meeting ID (add), --action N (change) and --remove N</source>
            <translation>meeting action 需要 --meeting ID（添加）、--action N（修改）和 --remove N 三者之一</translation>
        </message>
        <message>
            <source>--status takes open, done or dropped</source>
            <translation>--status 的取值为 open、done 或 dropped</translation>
        </message>
        <message>
            <source>Action %1 removed.</source>
            <translation>已删除待办事项 %1。</translation>
        </message>
        <message>
            <source>meeting action --meeting ID needs --text TEXT and --owner ID</source>
            <translation>meeting action --meeting ID 需要 --text TEXT 和 --owner ID</translation>
        </message>
        <message>
            <source>a new action is open: --status changes an action (--action N)</source>
            <translation>新的待办事项状态为未完成：--status 用于修改待办事项（--action N）</translation>
        </message>
        <message>
            <source>Action %1 added.</source>
            <translation>已添加待办事项 %1。</translation>
        </message>
        <message>
            <source>There is no action %1 in the minutes.</source>
            <translation>会议纪要中没有待办事项 %1。</translation>
        </message>
        <message>
            <source>Action %1 changed.</source>
            <translation>已修改待办事项 %1。</translation>
        </message>
        <message>
            <source>Print the minutes of the committee's meetings: date, who was present and absent, the agenda, the decisions with what each decided, the actions with their owner, due date and status; open actions past their due date on the as-of date are flagged. Never writes to FILE.</source>
            <translation>输出评审委员会的会议纪要：日期、出席和缺席人员、议程、各项会议决定及其所决定的内容、待办事项及其负责人、截止日期和状态；在评估基准日已逾期的未完成待办事项会被标出。不会写入 FILE。</translation>
        </message>
        <message>
            <source>Judge due dates on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation>按此日期判断是否逾期，YYYY-MM-DD（默认：评估日期，否则为今天）。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>There is no meeting %1 in this evaluation.</source>
            <translation>本评估中没有会议 %1。</translation>
        </message>
        <message>
            <source>meeting takes add, set, remove, attend, agenda, decide or action, then FILE</source>
            <translation>meeting 后接 add、set、remove、attend、agenda、decide 或 action，然后是 FILE</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MinutesGuard</name>
        <message>
            <source>remove a meeting with its minutes</source>
            <translation>删除会议及其纪要</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MinutesPanel</name>
        <message>
            <source>New meeting…</source>
            <translation>新建会议…</translation>
        </message>
        <message>
            <source>Tick the members present; the others are recorded absent.</source>
            <translation>勾选出席的成员；其余成员记为缺席。</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>出席</translation>
        </message>
        <message>
            <source>Agenda item</source>
            <translation>议程项</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Agenda</source>
            <translation>议程</translation>
        </message>
        <message>
            <source>What was decided</source>
            <translation>决定的内容</translation>
        </message>
        <message>
            <source>Decides</source>
            <translation>决定对象</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Criterion</source>
            <translation>评估项</translation>
        </message>
        <message>
            <source>Record the decision</source>
            <translation>记录决定</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>待办事项</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Drop</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Open again</source>
            <translation>重新打开</translation>
        </message>
        <message>
            <source>What is to be done</source>
            <translation>要做的事</translation>
        </message>
        <message>
            <source>Due by</source>
            <translation>截止于</translation>
        </message>
        <message>
            <source>Give out the action</source>
            <translation>分派待办事项</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>待办事项</translation>
        </message>
        <message>
            <source>This evaluation's file is too old to keep minutes.</source>
            <translation>此评估文件的版本过旧，无法保存会议纪要。</translation>
        </message>
        <message>
            <source>(simulated)</source>
            <translation>（模拟）</translation>
        </message>
        <message>
            <source>No meeting yet: add one with New meeting…</source>
            <translation>尚无会议：用“新建会议…”添加一次会议</translation>
        </message>
        <message>
            <source>End meeting</source>
            <translation>结束会议</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续会议</translation>
        </message>
        <message>
            <source>(overdue)</source>
            <translation>（已逾期）</translation>
        </message>
        <message>
            <source>New meeting</source>
            <translation>新建会议</translation>
        </message>
        <message>
            <source>Week 3 review</source>
            <translation>第三周评审会</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Meeting %1</source>
            <translation>会议 %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::NewWorkspace</name>
        <message>
            <source>Unknown language %1 (use zh_CN or en)</source>
            <translation>未知语言 %1（请使用 zh_CN 或 en）</translation>
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation>未知时区 %1</translation>
        </message>
        <message>
            <source>Cannot write in %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 已存在</translation>
        </message>
    </context>
    <context>
        <name>gatebench::OverviewPage</name>
        <message>
            <source>Overview</source>
            <translation>概览</translation>
        </message>
        <message>
            <source>Simulated data. This demo evaluation describes no real company, cluster or vendor result; it shows how GateBench works.</source>
            <translation>模拟数据。此示例评估不涉及任何真实的公司、集群或厂商结果，仅用于演示 GateBench 的工作方式。</translation>
        </message>
        <message>
            <source>Organisation: %1</source>
            <translation>组织：%1</translation>
        </message>
        <message>
            <source>Cluster time zone: %1</source>
            <translation>集群时区：%1</translation>
        </message>
        <message>
            <source>Requirements: %1 gate, %2 bonus, %3 deferred</source>
            <translation>需求：门槛项 %1 个，加分项 %2 个，暂缓项 %3 个</translation>
        </message>
        <message>
            <source>Baseline: %1 job records</source>
            <translation>基线：%1 条任务记录</translation>
        </message>
        <message>
            <source>PoC: %1 runs</source>
            <translation>PoC：%1 次运行</translation>
        </message>
        <message>
            <source>TCO: %1 cost lines</source>
            <translation>TCO：%1 条费用行</translation>
        </message>
        <message>
            <source>Audit log: %1 entries</source>
            <translation>审计日志：%1 条记录</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Route</source>
            <translation>技术路线</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>部署方式</translation>
        </message>
        <message>
            <source>Shortlist</source>
            <translation>入围</translation>
        </message>
        <message>
            <source>PoC</source>
            <translation>PoC</translation>
        </message>
        <message>
            <source>In the evaluation</source>
            <translation>纳入评估</translation>
        </message>
        <message>
            <source>Set aside: %1</source>
            <translation>暂不纳入：%1</translation>
        </message>
        <message>
            <source>Marked</source>
            <translation>已标记</translation>
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation>门槛矩阵（评估基准日 %1）</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
        <message>
            <source>Status as of %1</source>
            <translation>状态（评估基准日 %1）</translation>
        </message>
        <message>
            <source>Baseline: counting the job records…</source>
            <translation>基线：正在统计任务记录…</translation>
        </message>
        <message numerus="yes">
            <source>Scoring round %1 is open and sealed: %n cell(s).</source>
            <translation>
                <numerusform>评分轮次 %1 已开启并封存：%n 个单元格。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scoring round %1 is closed and sealed: %n cell(s).</source>
            <translation>
                <numerusform>评分轮次 %1 已关闭并封存：%n 个单元格。</numerusform>
            </translation>
        </message>
        <message>
            <source>Deadline %1.</source>
            <translation>截止日期 %1。</translation>
        </message>
        <message>
            <source>Prices are hidden from the members.</source>
            <translation>价格对成员隐藏。</translation>
        </message>
        <message>
            <source>Owners and due dates…</source>
            <translation>负责人和截止日期…</translation>
        </message>
        <message>
            <source>The chair gives each check of the plan an owner and a due date</source>
            <translation>由主席为计划的每项检查指定负责人和截止日期</translation>
        </message>
        <message>
            <source>Reading the four-week plan…</source>
            <translation>正在读取四周计划…</translation>
        </message>
        <message>
            <source>Four-week plan</source>
            <translation>四周计划</translation>
        </message>
        <message numerus="yes">
            <source>from %1 to %2; on %3: %n check(s) overdue.</source>
            <translation>
                <numerusform>%1 至 %2；截至 %3：%n 项检查逾期。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2, due %3 (meeting of %4)</source>
            <translation>%1 — %2，截止 %3（%4 的会议）</translation>
        </message>
        <message numerus="yes">
            <source>%n open action(s) from the minutes past their due date on %1:</source>
            <translation>
                <numerusform>截至 %1，会议纪要中有 %n 项未完成的待办事项已逾期：</numerusform>
            </translation>
        </message>
        <message>
            <source>What changed since the last meeting</source>
            <translation>自上次会议以来的变化</translation>
        </message>
        <message>
            <source>Last snapshot: “%1”, %2, taken by %3</source>
            <translation>最近的快照：“%1”，%2，拍摄人：%3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PacketCommand</name>
        <message>
            <source>Write a kit: a copy of the evaluation for one member to score the open round offline, with every other member's scores and notes removed (not hidden) and an empty audit log. Only the chair makes kits; never writes to FILE.</source>
            <translation>写出评分副本：供一位委员离线为进行中的评分轮次打分的评估副本，其中其他委员的评分和备注已删除（而非隐藏），审计日志为空。只有主席可以制作评分副本；从不写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The member the kit is for (id).</source>
            <translation>评分副本所属的委员（编号）。</translation>
        </message>
        <message>
            <source>The kit to write (.gatebench).</source>
            <translation>要写出的评分副本（.gatebench）。</translation>
        </message>
        <message>
            <source>Replace KIT if it exists.</source>
            <translation>如果 KIT 已存在则替换。</translation>
        </message>
        <message>
            <source>kit needs --member ID and -o KIT.gatebench</source>
            <translation>kit 需要 --member ID 和 -o KIT.gatebench</translation>
        </message>
        <message>
            <source>the kit cannot replace the evaluation file</source>
            <translation>评分副本不能替换评估文件</translation>
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 已存在；加上 --force 以替换</translation>
        </message>
        <message>
            <source>Cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>Wrote the kit %1 for %2 (%3), round %4: %5 cells, %6 of them scored by the member; every other member's scores and notes are not in it.
</source>
            <translation>已为 %2（%3）写出第 %4 轮的评分副本 %1：%5 个单元格，其中 %6 个已由该委员打分；其中没有任何其他委员的评分和备注。
</translation>
        </message>
        <message>
            <source>Print the seal line of a kit's scores as they are now: gatebench-seal 1 MEMBER ROUND HEX. Send it to the chair before the packet. The kit's random value is never printed. Never writes to KIT.</source>
            <translation>打印评分副本当前评分的封签行：gatebench-seal 1 MEMBER ROUND HEX。请在发送评分包之前先把它发给主席。评分副本的随机值从不打印。从不写入 KIT。</translation>
        </message>
        <message>
            <source>The member's kit (.gatebench).</source>
            <translation>委员的评分副本（.gatebench）。</translation>
        </message>
        <message>
            <source>Write the member's packet: a ZIP archive with the exit bundle's manifest and checks, holding the member's scores and notes of the round, the kit's random value (so that the chair can check the seal), the kit's audit chain head and the criteria and candidates the kit was built on. Never writes to KIT.</source>
            <translation>写出委员的评分包：一个带有退出包清单和校验的 ZIP 压缩包，包含该委员在本轮的评分和备注、评分副本的随机值（供主席核对封签）、评分副本的审计链头，以及评分副本所依据的需求和候选方案列表。从不写入 KIT。</translation>
        </message>
        <message>
            <source>The packet to write (.zip).</source>
            <translation>要写出的评分包（.zip）。</translation>
        </message>
        <message>
            <source>Replace PACKET if it exists.</source>
            <translation>如果 PACKET 已存在则替换。</translation>
        </message>
        <message>
            <source>export needs -o PACKET.zip</source>
            <translation>export 需要 -o PACKET.zip</translation>
        </message>
        <message>
            <source>Wrote the packet %1 of %2 for round %3: %4 scores.
</source>
            <translation>已写出 %2 第 %3 轮的评分包 %1：%4 个评分。
</translation>
        </message>
        <message>
            <source>Record the seal line a member sent ahead of their packet (the chair's): the packet imported later must match it. One undoable, audited step.</source>
            <translation>登记委员在评分包之前发来的封签行（主席操作）：之后导入的评分包必须与之相符。一个可撤销、记入审计日志的步骤。</translation>
        </message>
        <message>
            <source>The seal line, gatebench-seal 1 MEMBER ROUND HEX (or HEX alone).</source>
            <translation>封签行 gatebench-seal 1 MEMBER ROUND HEX（或只有 HEX）。</translation>
        </message>
        <message>
            <source>The member who sent the seal (id).</source>
            <translation>发来封签的委员（编号）。</translation>
        </message>
        <message>
            <source>record-seal takes FILE, --member ID and the SEAL</source>
            <translation>record-seal 需要 FILE、--member ID 和 SEAL</translation>
        </message>
        <message>
            <source>Recorded the seal of %1.
</source>
            <translation>已登记 %1 的封签。
</translation>
        </message>
        <message>
            <source>Import members' packets (the chair's): each must match the seal recorded for its member and round (exit 3 when it does not). A packet built on an older list of criteria or candidates shows what differs and imports what still applies only with --accept-changes. A cell changed both in the kit and in the evaluation is a conflict, listed and never overwritten. All packets or none, one undoable, audited step; importing the same packet again changes nothing.</source>
            <translation>导入委员的评分包（主席操作）：每个评分包都必须与为其委员和轮次登记的封签相符（不相符时退出码为 3）。基于较早需求或候选方案列表的评分包会列出差异，只有加上 --accept-changes 才导入仍然适用的部分。在评分副本和评估中都被改过的单元格是冲突，会列出且从不覆盖。所有评分包要么全部导入要么都不导入，作为一个可撤销、记入审计日志的步骤；再次导入同一个评分包不会改变任何内容。</translation>
        </message>
        <message>
            <source>The packets (.zip).</source>
            <translation>评分包（.zip）。</translation>
        </message>
        <message>
            <source>Import what still applies of packets built on an older list of criteria or candidates.</source>
            <translation>导入基于较早需求或候选方案列表的评分包中仍然适用的部分。</translation>
        </message>
        <message>
            <source>import takes FILE and at least one PACKET.zip</source>
            <translation>import 需要 FILE 和至少一个 PACKET.zip</translation>
        </message>
        <message>
            <source>Nothing to import: %1 already holds these packets; it is unchanged.
</source>
            <translation>无需导入：%1 已包含这些评分包；文件未改变。
</translation>
        </message>
        <message>
            <source>gatebench packet kit|seal|export|record-seal|import ...: offline members' kits, seals and packets. Run 'gatebench packet VERB --help' for a verb's options.
</source>
            <translation>gatebench packet kit|seal|export|record-seal|import ...：离线委员的评分副本、封签和评分包。运行 'gatebench packet VERB --help' 查看各子命令的选项。
</translation>
        </message>
        <message>
            <source>packet needs one of %1</source>
            <translation>packet 需要以下之一：%1</translation>
        </message>
        <message>
            <source>unknown packet command %1; one of %2</source>
            <translation>未知的 packet 子命令 %1；应为以下之一：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Packets</name>
        <message>
            <source>The packet %1 is refused: its entry “%2” is not of a GateBench packet (%3).</source>
            <translation>评分包 %1 被拒绝：其条目“%2”不是 GateBench 评分包的内容（%3）。</translation>
        </message>
        <message>
            <source>The packet %1 is refused: it has no entry “%2”.</source>
            <translation>评分包 %1 被拒绝：缺少条目“%2”。</translation>
        </message>
        <message>
            <source>not well-formed JSON</source>
            <translation>不是格式正确的 JSON</translation>
        </message>
        <message>
            <source>another member or round than the kit's</source>
            <translation>与评分副本的委员或轮次不同</translation>
        </message>
        <message>
            <source>Cannot open the packet %1: %2</source>
            <translation>无法打开评分包 %1：%2</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 已存在</translation>
        </message>
        <message>
            <source>Cannot create a temporary folder: %1</source>
            <translation>无法创建临时文件夹：%1</translation>
        </message>
        <message>
            <source>Cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>There is no member %1 in this evaluation.</source>
            <translation>本评估中没有委员 %1。</translation>
        </message>
        <message>
            <source>%1 is an observer: observers do not score, so they get no kit.</source>
            <translation>%1 是观察员：观察员不打分，因此没有评分副本。</translation>
        </message>
        <message>
            <source>No scoring round is open: the chair opens one before making kits.</source>
            <translation>没有进行中的评分轮次：主席需要先开启一轮才能制作评分副本。</translation>
        </message>
        <message>
            <source>not permitted: %1 is not a member of this evaluation's committee, and a scoring round is sealed</source>
            <translation>不允许：%1 不是本评估评审委员会的委员，且有评分轮次处于密封状态</translation>
        </message>
        <message>
            <source>No scoring round is sealed.</source>
            <translation>没有处于密封状态的评分轮次。</translation>
        </message>
        <message>
            <source>%1 is not a member's kit (make one with gatebench packet kit).</source>
            <translation>%1 不是委员的评分副本（请用 gatebench packet kit 制作）。</translation>
        </message>
        <message>
            <source>“%1” is not a seal: it reads gatebench-seal 1 MEMBER ROUND HEX (or the 64 hex digits alone).</source>
            <translation>“%1”不是封签：格式为 gatebench-seal 1 MEMBER ROUND HEX（或只有 64 位十六进制数字）。</translation>
        </message>
        <message>
            <source>No scoring round is sealed, so a seal cannot be recorded.</source>
            <translation>没有处于密封状态的评分轮次，无法登记封签。</translation>
        </message>
        <message>
            <source>The seal is %1's, not %2's.</source>
            <translation>该封签属于 %1，而不是 %2。</translation>
        </message>
        <message>
            <source>The seal names round %1, which this evaluation does not have.</source>
            <translation>该封签指明的第 %1 轮在本评估中不存在。</translation>
        </message>
        <message>
            <source>Round %1 is revealed: its seals can no longer be recorded.</source>
            <translation>第 %1 轮已揭晓：不能再登记它的封签。</translation>
        </message>
        <message>
            <source>record the seal of %1 for round %2</source>
            <translation>登记 %1 第 %2 轮的封签</translation>
        </message>
        <message>
            <source>%1: the packet was made from another evaluation (workspace %2), not this one.</source>
            <translation>%1：该评分包来自另一个评估（工作区 %2），而不是本评估。</translation>
        </message>
        <message>
            <source>%1: a packet of %2 for round %3 is given twice.</source>
            <translation>%1：%2 第 %3 轮的评分包给出了两次。</translation>
        </message>
        <message>
            <source>%1: the packet is of %2, who is no longer a member.</source>
            <translation>%1：该评分包属于 %2，其已不再是委员。</translation>
        </message>
        <message>
            <source>%1: the packet is of round %2, which this evaluation does not have.</source>
            <translation>%1：该评分包属于第 %2 轮，本评估中没有这一轮。</translation>
        </message>
        <message>
            <source>%1: no seal of %2 for round %3 is recorded: record the seal line the member sent (gatebench packet record-seal) before importing the packet.</source>
            <translation>%1：没有登记 %2 第 %3 轮的封签：请先登记该委员发来的封签行（gatebench packet record-seal），再导入评分包。</translation>
        </message>
        <message>
            <source>%1: the packet does not match the seal recorded for %2 in round %3: its scores are not those the member sealed. Nothing was imported.</source>
            <translation>%1：该评分包与为 %2 第 %3 轮登记的封签不符：其评分不是该委员封签时的评分。未导入任何内容。</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was removed: its scores are not imported.</source>
            <translation>加分项 %1（“%2”）已被删除：其评分不导入。</translation>
        </message>
        <message>
            <source>criterion removed</source>
            <translation>需求已删除</translation>
        </message>
        <message>
            <source>The criterion %1 (“%2”) is no longer a bonus criterion: its scores are not imported.</source>
            <translation>需求 %1（“%2”）已不再是加分项：其评分不导入。</translation>
        </message>
        <message>
            <source>no longer a bonus criterion</source>
            <translation>已不再是加分项</translation>
        </message>
        <message>
            <source>The criterion %1 (“%2”) became a bonus criterion: the packet has no score for it.</source>
            <translation>需求 %1（“%2”）已变为加分项：评分包中没有它的评分。</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was reworded (title, description or scoring rule): the member scored the old wording, so its scores are not imported.</source>
            <translation>加分项 %1（“%2”）的措辞已修改（标题、说明或评分规则）：该委员是按旧措辞打分的，因此其评分不导入。</translation>
        </message>
        <message>
            <source>criterion reworded</source>
            <translation>需求措辞已修改</translation>
        </message>
        <message>
            <source>The weight of the bonus criterion %1 (“%2”) changed from %3 to %4: its scores still apply.</source>
            <translation>加分项 %1（“%2”）的权重从 %3 改为 %4：其评分仍然适用。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was added: the packet has no score for it.</source>
            <translation>新增了加分项 %1（“%2”）：评分包中没有它的评分。</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was removed: its scores are not imported.</source>
            <translation>候选方案 %1（“%2”）已被删除：其评分不导入。</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was set aside: its scores still apply.</source>
            <translation>候选方案 %1（“%2”）已被搁置：其评分仍然适用。</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was brought back into the evaluation.</source>
            <translation>候选方案 %1（“%2”）已重新纳入评估。</translation>
        </message>
        <message>
            <source>The candidate %1 was renamed “%2”: its scores still apply.</source>
            <translation>候选方案 %1 已改名为“%2”：其评分仍然适用。</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was added: the packet has no score for it.</source>
            <translation>新增了候选方案 %1（“%2”）：评分包中没有它的评分。</translation>
        </message>
        <message>
            <source>candidate removed</source>
            <translation>候选方案已删除</translation>
        </message>
        <message>
            <source>no longer in the round</source>
            <translation>已不在该轮次中</translation>
        </message>
        <message>
            <source>no longer assigned to the member</source>
            <translation>已不再分配给该委员</translation>
        </message>
        <message>
            <source>the member recused from the candidate</source>
            <translation>该委员已对该候选方案声明回避</translation>
        </message>
        <message>
            <source>The score of %1 on %2 is not imported: %3.</source>
            <translation>%1 在 %2 上的评分不导入：%3。</translation>
        </message>
        <message>
            <source>The packets were built on an older list of criteria or candidates:
%1
Nothing was imported. Confirm to import what still applies (--accept-changes).</source>
            <translation>这些评分包基于较早的需求或候选方案列表：
%1
未导入任何内容。确认后可导入仍然适用的部分（--accept-changes）。</translation>
        </message>
        <message>
            <source>import the packets of %1</source>
            <translation>导入 %1 的评分包</translation>
        </message>
        <message>
            <source>%1: the packet of %2 (%3) for round %4 matches its recorded seal.</source>
            <translation>%1：%2（%3）第 %4 轮的评分包与登记的封签相符。</translation>
        </message>
        <message>
            <source>  set: %1 on %2</source>
            <translation>  设置：%1 在 %2 上</translation>
        </message>
        <message>
            <source>  conflict, kept as it is: %1 on %2 was changed both in the kit and in the evaluation since the kit was made; settle it with the member</source>
            <translation>  冲突，保持原样：%1 在 %2 上的评分自评分副本制作以来在副本和评估中都被修改过；请与该委员协商解决</translation>
        </message>
        <message>
            <source>  not imported: %1 on %2 (%3)</source>
            <translation>  未导入：%1 在 %2 上（%3）</translation>
        </message>
        <message>
            <source>  %1 cells set, %2 already as in the packet, %3 changed only in the evaluation (kept), %4 conflicts, %5 not imported.</source>
            <translation>  设置了 %1 个单元格，%2 个已与评分包一致，%3 个只在评估中修改过（保留），%4 个冲突，%5 个未导入。</translation>
        </message>
        <message>
            <source>Cannot open the kit %1: %2</source>
            <translation>无法打开评分副本 %1：%2</translation>
        </message>
        <message>
            <source>Making the kit %1 failed (%2): %3</source>
            <translation>制作评分副本 %1 失败（%2）：%3</translation>
        </message>
        <message>
            <source>make kits, record seals and import packets</source>
            <translation>制作评分副本、登记封签并导入评分包</translation>
        </message>
        <message>
            <source>Cannot open the sealed copy %1: %2</source>
            <translation>无法打开封存副本 %1：%2</translation>
        </message>
        <message>
            <source>Making the sealed copy %1 failed (%2): %3</source>
            <translation>制作封存副本 %1 失败（%2）：%3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PacketsDialog</name>
        <message>
            <source>Committee packets</source>
            <translation>委员评分包</translation>
        </message>
        <message>
            <source>A member who scores offline gets a kit: a copy of this evaluation without any other member's scores and notes. They send you the seal line first and the packet later; the packet must match the seal.</source>
            <translation>离线打分的委员会拿到一份评分副本：本评估的副本，其中没有任何其他委员的评分和备注。委员先把封签行发给你，之后再发评分包；评分包必须与封签相符。</translation>
        </message>
        <message>
            <source>1. Make a kit</source>
            <translation>1. 制作评分副本</translation>
        </message>
        <message>
            <source>Member:</source>
            <translation>委员：</translation>
        </message>
        <message>
            <source>Make the kit…</source>
            <translation>制作评分副本…</translation>
        </message>
        <message>
            <source>No scoring round is open.</source>
            <translation>没有进行中的评分轮次。</translation>
        </message>
        <message>
            <source>2. Record a seal</source>
            <translation>2. 登记封签</translation>
        </message>
        <message>
            <source>Seal line:</source>
            <translation>封签行：</translation>
        </message>
        <message>
            <source>Record the seal</source>
            <translation>登记封签</translation>
        </message>
        <message>
            <source>3. Import packets</source>
            <translation>3. 导入评分包</translation>
        </message>
        <message>
            <source>Import packets…</source>
            <translation>导入评分包…</translation>
        </message>
        <message>
            <source>This file is the kit of %1 for scoring round %2. Score in it, then send the seal line to the chair (chat or e-mail) and export the packet for them. Changing a score after sending the seal makes the packet no longer match it: send the new seal line.</source>
            <translation>此文件是 %1 第 %2 轮的评分副本。请在其中打分，然后把封签行发给主席（聊天或电子邮件），再为主席导出评分包。发送封签后再修改评分，评分包将不再与之相符：请发送新的封签行。</translation>
        </message>
        <message>
            <source>Copy the seal line</source>
            <translation>复制封签行</translation>
        </message>
        <message>
            <source>The seal line is on the clipboard.</source>
            <translation>封签行已复制到剪贴板。</translation>
        </message>
        <message>
            <source>Export the packet…</source>
            <translation>导出评分包…</translation>
        </message>
        <message>
            <source>Save the kit</source>
            <translation>保存评分副本</translation>
        </message>
        <message>
            <source>GateBench evaluations (*.gatebench)</source>
            <translation>GateBench 评估（*.gatebench）</translation>
        </message>
        <message>
            <source>Cannot replace %1.</source>
            <translation>无法替换 %1。</translation>
        </message>
        <message>
            <source>Wrote the kit %1 for %2: %3 cells of round %4; no other member's score or note is in it.</source>
            <translation>已为 %2 写出评分副本 %1：第 %4 轮的 %3 个单元格；其中没有任何其他委员的评分或备注。</translation>
        </message>
        <message>
            <source>Recorded the seal of %1.</source>
            <translation>已登记 %1 的封签。</translation>
        </message>
        <message>
            <source>Import packets</source>
            <translation>导入评分包</translation>
        </message>
        <message>
            <source>Packets (*.zip)</source>
            <translation>评分包（*.zip）</translation>
        </message>
        <message>
            <source>The packets were built on an older list of criteria or candidates: import what still applies</source>
            <translation>这些评分包基于较早的需求或候选方案列表：导入仍然适用的部分</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>
Nothing to import: the evaluation already holds these packets.</source>
            <translation>
无需导入：评估中已包含这些评分包。</translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>未导入任何内容。</translation>
        </message>
        <message>
            <source>Imported %1 packets: %2 cells set, %3 conflicts kept as they are (Edit &gt; Undo takes the import back).</source>
            <translation>已导入 %1 个评分包：设置了 %2 个单元格，%3 个冲突保持原样（编辑 &gt; 撤销可撤回此次导入）。</translation>
        </message>
        <message>
            <source>Export the packet</source>
            <translation>导出评分包</translation>
        </message>
        <message>
            <source>Wrote the packet %1 (%2 scores). Its seal line: %3</source>
            <translation>已写出评分包 %1（%2 个评分）。其封签行：%3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PathToEligibility</name>
        <message>
            <source>PoC scenario %1, %2 of %3 runs recorded</source>
            <translation>PoC 场景“%1”，已记录 %2/%3 次运行</translation>
        </message>
        <message>
            <source>PoC scenario %1, %2 %3 %4 over at least %5 runs (%6 recorded, now %7)</source>
            <translation>PoC 场景“%1”：%2%3 %4，至少 %5 次运行（已记录 %6 次，目前为 %7）</translation>
        </message>
        <message>
            <source>no owner named</source>
            <translation>未指定负责人</translation>
        </message>
        <message>
            <source>the evidence the criterion requires, from %1</source>
            <translation>该需求要求的证据，由%1提供</translation>
        </message>
        <message>
            <source>a verdict with its evidence, from %1</source>
            <translation>附证据的结论，由%1给出</translation>
        </message>
        <message>
            <source>renew the waiver of %1 (expired %2)</source>
            <translation>续签%1的豁免（已于 %2 到期）</translation>
        </message>
        <message>
            <source>complete the waiver (owner, reason and expiry date)</source>
            <translation>补全豁免（负责人、理由和到期日）</translation>
        </message>
        <message>
            <source>complete the waiver of %1 (owner, reason and expiry date)</source>
            <translation>补全%1的豁免（负责人、理由和到期日）</translation>
        </message>
        <message>
            <source>still not eligible</source>
            <translation>仍不合格</translation>
        </message>
        <message>
            <source>rank %1 of %2, bonus score %3</source>
            <translation>在 %2 个方案中排名第 %1，加分 %3</translation>
        </message>
        <message>
            <source>rank %1 of %2, no bonus score</source>
            <translation>在 %2 个方案中排名第 %1，无加分</translation>
        </message>
        <message>
            <source>ahead of %1</source>
            <translation>领先于 %1</translation>
        </message>
        <message>
            <source>it would become the recommendation</source>
            <translation>将成为推荐方案</translation>
        </message>
        <message>
            <source>%1 passes on a borderline metric figure (the chair's override)</source>
            <translation>%1凭临界的指标数值通过（主席裁定）</translation>
        </message>
        <message>
            <source>%1 is waived by %2 until %3</source>
            <translation>%1由%2豁免至 %3</translation>
        </message>
        <message>
            <source>days left: %1</source>
            <translation>剩余天数：%1</translation>
        </message>
        <message>
            <source>expiring soon</source>
            <translation>即将到期</translation>
        </message>
        <message>
            <source>no recommendation</source>
            <translation>无推荐方案</translation>
        </message>
        <message>
            <source>recommended: %1</source>
            <translation>推荐方案：%1</translation>
        </message>
        <message>
            <source>no alternative</source>
            <translation>无备选方案</translation>
        </message>
        <message>
            <source>alternative: %1</source>
            <translation>备选方案：%1</translation>
        </message>
        <message>
            <source>If the waiver lapses: %1</source>
            <translation>若豁免失效：%1</translation>
        </message>
        <message>
            <source>If the override is taken back: %1</source>
            <translation>若撤回裁定：%1</translation>
        </message>
        <message>
            <source>Path to eligibility:</source>
            <translation>通往合格之路：</translation>
        </message>
        <message>
            <source>No candidate is Blocked or Eligible.</source>
            <translation>没有受阻或合格的候选方案。</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>nothing could take it out</source>
            <translation>没有可能使其出局的因素</translation>
        </message>
        <message>
            <source>%1, settled by: %2</source>
            <translation>%1，可由以下方式解决：%2</translation>
        </message>
        <message>
            <source> or </source>
            <translation>，或</translation>
        </message>
        <message>
            <source>If every open gate passed: %1</source>
            <translation>若所有未决门槛项都通过：%1</translation>
        </message>
        <message>
            <source>At risk: %1</source>
            <translation>风险：%1</translation>
        </message>
        <message>
            <source>Eliminated and set-aside candidates are not listed: more PoC runs cannot undo a failed gate, and a set-aside candidate takes no status.</source>
            <translation>已淘汰和已搁置的候选方案不列出：更多的 PoC 运行无法挽回未通过的门槛项，搁置的候选方案也没有状态。</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#7a4100;"&gt;Blocked&lt;/span&gt;</source>
            <translation>%1——&lt;span style="color:#7a4100;"&gt;受阻&lt;/span&gt;</translation>
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;%2&lt;/span&gt;</source>
            <translation>%1——&lt;span style="color:#1b5e20;"&gt;%2&lt;/span&gt;</translation>
        </message>
        <message>
            <source>Path to eligibility as of %1</source>
            <translation>通往合格之路（截至 %1）</translation>
        </message>
        <message>
            <source>eligible; rank sealed</source>
            <translation>合格；排名已封存</translation>
        </message>
        <message>
            <source>recommendation and alternative sealed</source>
            <translation>推荐方案和备选方案已封存</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PlanCommand</name>
        <message numerus="yes">
            <source>Four-week plan: %1 to %2%3; as of %4, %n check(s) overdue.</source>
            <translation>
                <numerusform>四周计划：%1 至 %2%3；截至 %4，%n 项检查逾期。</numerusform>
            </translation>
        </message>
        <message>
            <source> (from the evaluation's creation)</source>
            <translation>（自评估创建之日起）</translation>
        </message>
        <message>
            <source>Week %1 (from %2): %3: %4</source>
            <translation>第 %1 周（自 %2 起）：%3：%4</translation>
        </message>
        <message>
            <source>done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>OVERDUE</source>
            <translation>逾期</translation>
        </message>
        <message>
            <source>open</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>Owner: %1; due %2</source>
            <translation>负责人：%1；截止 %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>The four-week plan: each check derived from the evaluation's data (never ticked by hand) with its week, owner, due date, whether it is done and whether it is overdue on the as-of date. With --check and --owner/--due, or --start, the chair sets them first as one undoable, audited step.</source>
            <translation>四周计划：每项检查由评估数据得出（从不手工勾选），及其所在周、负责人、截止日期、是否完成以及在评估基准日是否逾期。给出 --check 和 --owner/--due，或 --start 时，主席先设定它们，作为一个可撤销、记入审计日志的步骤。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Judge the checks and what is overdue on this date, YYYY-MM-DD (default: the evaluation's date).</source>
            <translation>按此日期判断检查项和逾期情况，格式 YYYY-MM-DD（默认：评估基准日）。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>The check to set (its id, as gatebench plan lists them).</source>
            <translation>要设定的检查项（其编号，见 gatebench plan 的列表）。</translation>
        </message>
        <message>
            <source>The check's owner: a member's id, or none.</source>
            <translation>检查项的负责人：成员编号，或 none。</translation>
        </message>
        <message>
            <source>The check's due date, YYYY-MM-DD, or default (the end of its week).</source>
            <translation>检查项的截止日期，格式 YYYY-MM-DD，或 default（其所在周的最后一天）。</translation>
        </message>
        <message>
            <source>The plan's start date, YYYY-MM-DD, or default (the day the evaluation was created).</source>
            <translation>计划的开始日期，格式 YYYY-MM-DD，或 default（评估创建之日）。</translation>
        </message>
        <message>
            <source>--owner and --due need --check ID</source>
            <translation>--owner 和 --due 需要 --check ID</translation>
        </message>
        <message>
            <source>--check needs --owner MEMBER or --due DATE</source>
            <translation>--check 需要 --owner MEMBER 或 --due DATE</translation>
        </message>
        <message>
            <source>--due takes a date YYYY-MM-DD or default</source>
            <translation>--due 取日期 YYYY-MM-DD 或 default</translation>
        </message>
        <message>
            <source>--start takes a date YYYY-MM-DD or default</source>
            <translation>--start 取日期 YYYY-MM-DD 或 default</translation>
        </message>
        <message>
            <source>The plan is set.</source>
            <translation>计划已设定。</translation>
        </message>
        <message>
            <source>Nothing to change: the plan is already so.</source>
            <translation>无需更改：计划已是如此。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PlanCommands</name>
        <message>
            <source>set the four-week plan's start, owners and due dates</source>
            <translation>设定四周计划的开始日期、负责人和截止日期</translation>
        </message>
        <message>
            <source>There is no plan check %1. The checks are: %2.</source>
            <translation>没有计划检查项 %1。检查项有：%2。</translation>
        </message>
        <message>
            <source>There is no member %1 in this evaluation's committee.</source>
            <translation>本评估的评审委员会中没有成员 %1。</translation>
        </message>
        <message>
            <source>set the four-week plan's start</source>
            <translation>设定四周计划的开始日期</translation>
        </message>
        <message>
            <source>set the owner and due date of the plan check “%1”</source>
            <translation>设定计划检查项“%1”的负责人和截止日期</translation>
        </message>
        <message>
            <source>set the four-week plan's owners and due dates</source>
            <translation>设定四周计划的负责人和截止日期</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PlanDialog</name>
        <message>
            <source>Four-week plan: owners and due dates</source>
            <translation>四周计划：负责人和截止日期</translation>
        </message>
        <message>
            <source>The checks follow the evaluation's data and cannot be ticked here. The chair gives each an owner and a due date (by default the last day of its week).</source>
            <translation>检查项由评估数据得出，不能在此勾选。主席为每项检查指定负责人和截止日期（默认为其所在周的最后一天）。</translation>
        </message>
        <message>
            <source>Plan start:</source>
            <translation>计划开始日期：</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查项</translation>
        </message>
        <message>
            <source>Week</source>
            <translation>周</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Overdue</source>
            <translation>逾期</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>No owner</source>
            <translation>无负责人</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PlanStatus</name>
        <message>
            <source>Inventory and baseline</source>
            <translation>资源清单与基线</translation>
        </message>
        <message>
            <source>Job records over at least two weeks: %1 jobs over %2 days</source>
            <translation>至少两周的任务记录：%1 个任务，跨 %2 天</translation>
        </message>
        <message numerus="yes">
            <source>GPU inventory entered: %n pool(s)</source>
            <translation>
                <numerusform>已录入 GPU 清单：%n 个节点池</numerusform>
            </translation>
        </message>
        <message>
            <source>Three losses named, each with an owner: %1 of %2</source>
            <translation>已列出三项损失并各有负责人：%1 / %2</translation>
        </message>
        <message>
            <source>Shortlist and acceptance gates</source>
            <translation>入围名单与验收门槛项</translation>
        </message>
        <message numerus="yes">
            <source>Gate criteria set: %n</source>
            <translation>
                <numerusform>已设定门槛项：%n 项</numerusform>
            </translation>
        </message>
        <message>
            <source>Candidates marked for the PoC: %1 of %2 in the evaluation</source>
            <translation>纳入 PoC 的候选方案：评估中 %2 个中的 %1 个</translation>
        </message>
        <message numerus="yes">
            <source>Every gate of the candidates in the evaluation has a verdict: %n open</source>
            <translation>
                <numerusform>评估中候选方案的每个门槛项均已有结论：%n 项待定</numerusform>
            </translation>
        </message>
        <message>
            <source>Unified PoC and fault tests</source>
            <translation>统一 PoC 与故障测试</translation>
        </message>
        <message>
            <source>PoC runs of every candidate marked for the PoC: %1 of %2</source>
            <translation>每个纳入 PoC 的候选方案均有 PoC 运行：%1 / %2</translation>
        </message>
        <message numerus="yes">
            <source>The same workloads on every compared candidate: %n gap(s)</source>
            <translation>
                <numerusform>所有参与比较的候选方案运行相同的工作负载：%n 处缺口</numerusform>
            </translation>
        </message>
        <message>
            <source>Fault drills: the PoC catalogue has none</source>
            <translation>故障演练：PoC 场景目录中没有故障演练</translation>
        </message>
        <message>
            <source>Every fault drill run by every candidate marked for the PoC: %1 of %2</source>
            <translation>每个纳入 PoC 的候选方案均运行了每项故障演练：%1 / %2</translation>
        </message>
        <message>
            <source>Three-year cost, responsibilities and decision</source>
            <translation>三年成本、职责与决策</translation>
        </message>
        <message>
            <source>Three-year TCO of every Eligible candidate: %1 of %2</source>
            <translation>每个合格候选方案的三年 TCO：%1 / %2</translation>
        </message>
        <message>
            <source>The scenarios the guide asks for (cloud: normal and peak use; self-built: normal maintenance and a major upgrade): %1 of %2</source>
            <translation>指南要求的场景（云端：常规用量与峰值用量；自建：常规维护与一次重大升级）：%1 / %2</translation>
        </message>
        <message>
            <source>Exit checklist recorded for every Eligible candidate: %1 of %2</source>
            <translation>每个合格候选方案均已记录退出检查清单：%1 / %2</translation>
        </message>
        <message>
            <source>The decision record names the recommended and the alternative option</source>
            <translation>决策记录写明了推荐方案和备选方案</translation>
        </message>
        <message>
            <source>The decision record is signed</source>
            <translation>决策记录已签署</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>未开始</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>进行中</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Job records over at least two weeks</source>
            <translation>至少两周的任务记录</translation>
        </message>
        <message>
            <source>GPU inventory entered</source>
            <translation>已录入 GPU 资源清单</translation>
        </message>
        <message>
            <source>Three losses named, each with an owner</source>
            <translation>列出三项损失，各有负责人</translation>
        </message>
        <message>
            <source>Gate criteria set</source>
            <translation>已设定门槛项</translation>
        </message>
        <message>
            <source>Candidates marked for the PoC</source>
            <translation>已标记参加 PoC 的候选方案</translation>
        </message>
        <message>
            <source>Every gate has a verdict</source>
            <translation>每个门槛项都有结论</translation>
        </message>
        <message>
            <source>PoC runs of every candidate marked for the PoC</source>
            <translation>每个参加 PoC 的候选方案都有 PoC 运行</translation>
        </message>
        <message>
            <source>The same workloads on every compared candidate</source>
            <translation>所有对比的候选方案运行相同的工作负载</translation>
        </message>
        <message>
            <source>Every fault drill run</source>
            <translation>每项故障演练都已运行</translation>
        </message>
        <message>
            <source>Three-year TCO of every Eligible candidate</source>
            <translation>每个合格候选方案的三年 TCO</translation>
        </message>
        <message>
            <source>The TCO scenarios the guide asks for</source>
            <translation>指南要求的 TCO 场景</translation>
        </message>
        <message>
            <source>Exit checklist of every Eligible candidate</source>
            <translation>每个合格候选方案的退出检查清单</translation>
        </message>
        <message>
            <source>The decision record names both options</source>
            <translation>决策记录写明两个方案</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PlanTimelineView</name>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Overdue</source>
            <translation>逾期</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>%1
Week %2 · %3
Owner: %4 · due %5</source>
            <translation>%1
第 %2 周 · %3
负责人：%4 · 截止 %5</translation>
        </message>
        <message>
            <source>no owner</source>
            <translation>无负责人</translation>
        </message>
        <message>
            <source>Week %1</source>
            <translation>第 %1 周</translation>
        </message>
        <message>
            <source>As of %1</source>
            <translation>评估基准日 %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocBarsChart</name>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1，%2：%3</translation>
        </message>
        <message>
            <source>not measured</source>
            <translation>未测量</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocBill</name>
        <message>
            <source>Name the bill (its number or the PoC and month): the lines' source note names it</source>
            <translation>请为账单命名（账单编号，或 PoC 与月份）：费用行的来源说明将引用该名称</translation>
        </message>
        <message>
            <source>Enter the cost of a training run, of a service deployment, or both</source>
            <translation>请输入一次训练运行或一次服务部署的费用，或两者都输入</translation>
        </message>
        <message>
            <source>A billed cost cannot be negative</source>
            <translation>账单费用不能为负数</translation>
        </message>
        <message>
            <source>A volume cannot be negative</source>
            <translation>用量不能为负数</translation>
        </message>
        <message>
            <source>A peak volume cannot be below the normal volume</source>
            <translation>峰值用量不能低于常规用量</translation>
        </message>
        <message>
            <source>The billed period of the service deployment must be more than 0 days</source>
            <translation>服务部署的计费周期必须大于 0 天</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocCharts</name>
        <message>
            <source>seconds</source>
            <translation>秒</translation>
        </message>
        <message>
            <source>s</source>
            <translation>秒</translation>
        </message>
        <message>
            <source>minutes</source>
            <translation>分钟</translation>
        </message>
        <message>
            <source>min</source>
            <translation>分钟</translation>
        </message>
        <message>
            <source>hours</source>
            <translation>小时</translation>
        </message>
        <message>
            <source>h</source>
            <translation>小时</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>P50</source>
            <translation>P50</translation>
        </message>
        <message>
            <source>P90</source>
            <translation>P90</translation>
        </message>
        <message>
            <source>%1 — no runs</source>
            <translation>%1——没有运行</translation>
        </message>
        <message>
            <source>%1 — not measured</source>
            <translation>%1——未测量</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %n run(s)</source>
            <translation>
                <numerusform>%1——%n 次运行</numerusform>
            </translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation>排队时间</translation>
        </message>
        <message>
            <source>Submit to available</source>
            <translation>提交到可用耗时</translation>
        </message>
        <message>
            <source>%1 — no result: %2</source>
            <translation>%1——没有结果：%2</translation>
        </message>
        <message>
            <source>Success rate</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>%, successes / (successes + failures)</source>
            <translation>%，成功次数 /（成功次数 + 失败次数）</translation>
        </message>
        <message>
            <source>%1 P50</source>
            <translation>%1 P50</translation>
        </message>
        <message>
            <source>%1 P90</source>
            <translation>%1 P90</translation>
        </message>
        <message>
            <source>%1 — no recovery recorded: %2</source>
            <translation>%1——未记录恢复时间：%2</translation>
        </message>
        <message>
            <source>Recovery time</source>
            <translation>故障恢复时间</translation>
        </message>
        <message>
            <source>gate: %1 %2</source>
            <translation>门槛：%1 %2</translation>
        </message>
        <message>
            <source>%1 / %2 runs</source>
            <translation>%1 / %2 次运行</translation>
        </message>
        <message>
            <source>No run of this fault drill measured a queue wait: nothing to draw.</source>
            <translation>此故障演练的运行均未测得排队时间，无可绘制的数据。</translation>
        </message>
        <message>
            <source>No run of this scenario measured a queue wait: nothing to draw.</source>
            <translation>此场景的运行均未测得排队时间，无可绘制的数据。</translation>
        </message>
        <message>
            <source>No run of this fault drill measured the time from submit to available: nothing to draw.</source>
            <translation>此故障演练的运行均未测得提交到可用时间，无可绘制的数据。</translation>
        </message>
        <message>
            <source>No run of this scenario measured the time from submit to available: nothing to draw.</source>
            <translation>此场景的运行均未测得提交到可用时间，无可绘制的数据。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocCommand</name>
        <message>
            <source>Print the PoC results of an evaluation: per candidate and scenario the runs, success rate, P50/P90 queue wait, submit-to-available and recovery times, engineer steps, manual interventions and the share diagnosed without the vendor, and what the same-workload check finds missing. Never writes to FILE.</source>
            <translation>输出评估的 PoC 结果：按候选方案和场景列出运行次数、成功率、P50/P90 排队时间、提交到可用时间和故障恢复时间、工程师操作步骤、人工干预次数和无需厂商即可诊断的比例，以及相同工作负载检查发现的缺口。从不写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Decide who is eliminated on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation>按此日期（YYYY-MM-DD）判断哪些候选方案已被淘汰（默认：评估的基准日，否则为今天）。</translation>
        </message>
        <message>
            <source>Print JSON (durations in seconds).</source>
            <translation>输出 JSON（时长以秒为单位）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocImporter</name>
        <message>
            <source>the run started (%1) before it was submitted (%2)</source>
            <translation>运行的开始时间（%1）早于提交时间（%2）</translation>
        </message>
        <message>
            <source>the run was available (%1) before it was submitted (%2)</source>
            <translation>运行的可用时间（%1）早于提交时间（%2）</translation>
        </message>
        <message>
            <source>the run finished (%1) before it started (%2)</source>
            <translation>运行的结束时间（%1）早于开始时间（%2）</translation>
        </message>
        <message>
            <source>%1 has no unit: state it in the header (e.g. 排队时间(秒), Recovery [min]), in the mapping, or in the cell (15 min, 1.5h, 90秒)</source>
            <translation>%1没有单位：请在表头（如 排队时间(秒)、Recovery [min]）、映射或单元格（15 min、1.5h、90 秒）中注明单位</translation>
        </message>
        <message>
            <source>%1 is %2 s in the file, but %3 is %4 s</source>
            <translation>文件中的%1为 %2 秒，但%3为 %4 秒</translation>
        </message>
        <message>
            <source>started − submitted</source>
            <translation>开始时间减提交时间</translation>
        </message>
        <message>
            <source>available − submitted</source>
            <translation>可用时间减提交时间</translation>
        </message>
        <message>
            <source>the run has not ended (%1); import it once it has</source>
            <translation>运行尚未结束（%1）；请在结束后再导入</translation>
        </message>
        <message>
            <source>%1 must be a count from 0 up, not %2</source>
            <translation>%1须为不小于 0 的次数，而不是 %2</translation>
        </message>
        <message>
            <source>%1 cannot be negative</source>
            <translation>%1不能为负数</translation>
        </message>
        <message>
            <source>the run %1 of this candidate and scenario is in the import twice (first at %2)</source>
            <translation>该候选方案和场景的运行 %1 在本次导入中出现了两次（首次在 %2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocMetrics</name>
        <message>
            <source>Runs</source>
            <translation>运行次数</translation>
        </message>
        <message>
            <source>Success rate</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>P50 queue wait</source>
            <translation>P50 排队时间</translation>
        </message>
        <message>
            <source>P90 queue wait</source>
            <translation>P90 排队时间</translation>
        </message>
        <message>
            <source>P50 submit-to-available time</source>
            <translation>P50 提交到可用时间</translation>
        </message>
        <message>
            <source>P90 submit-to-available time</source>
            <translation>P90 提交到可用时间</translation>
        </message>
        <message>
            <source>Median engineer operation steps</source>
            <translation>工程师操作步骤中位数</translation>
        </message>
        <message>
            <source>Manual interventions</source>
            <translation>人工干预次数</translation>
        </message>
        <message>
            <source>P50 recovery time</source>
            <translation>P50 故障恢复时间</translation>
        </message>
        <message>
            <source>P90 recovery time</source>
            <translation>P90 故障恢复时间</translation>
        </message>
        <message>
            <source>Share diagnosed without the vendor</source>
            <translation>无需厂商即可诊断的比例</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocPage</name>
        <message>
            <source>Runs and scenarios</source>
            <translation>运行与场景</translation>
        </message>
        <message>
            <source>Workflow coverage</source>
            <translation>工作流覆盖</translation>
        </message>
        <message>
            <source>Path to eligibility</source>
            <translation>通往合格之路</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocRepository</name>
        <message>
            <source>The PoC scenario %1 has an unknown kind %2</source>
            <translation>PoC 场景 %1 的类型 %2 无法识别</translation>
        </message>
        <message>
            <source>The PoC run %1 has an unknown outcome %2</source>
            <translation>PoC 运行 %1 的结果 %2 无法识别</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocRunsModel</name>
        <message>
            <source>#%1</source>
            <translation>第 %1 次</translation>
        </message>
        <message>
            <source>%1 (started)</source>
            <translation>%1（开始）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Submitted</source>
            <translation>提交时间</translation>
        </message>
        <message>
            <source>Started (first resources allocated)</source>
            <translation>开始时间（首次分配到资源）</translation>
        </message>
        <message>
            <source>Available (result or service ready)</source>
            <translation>可用时间（结果或服务就绪）</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>结束时间</translation>
        </message>
        <message>
            <source>The result file gives no submit time: the time shown is when the run started.</source>
            <translation>结果文件没有给出提交时间：显示的是运行开始的时间。</translation>
        </message>
        <message>
            <source>Not imported from a file</source>
            <translation>不是从文件导入的</translation>
        </message>
        <message>
            <source>%1, line %2
SHA-256 at import: %3</source>
            <translation>%1，第 %2 行
导入时的 SHA-256：%3</translation>
        </message>
        <message>
            <source>not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Submitted (%1)</source>
            <translation>提交时间（%1）</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation>排队时间</translation>
        </message>
        <message>
            <source>Time to available</source>
            <translation>提交到可用时间</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>操作步骤</translation>
        </message>
        <message>
            <source>Interventions</source>
            <translation>人工干预</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>恢复时间</translation>
        </message>
        <message>
            <source>Self-diagnosed</source>
            <translation>自行诊断</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>数据来源</translation>
        </message>
        <message>
            <source>The run's id in the result file</source>
            <translation>结果文件中的运行编号</translation>
        </message>
        <message>
            <source>When the run was submitted, in the cluster's time zone (%1)</source>
            <translation>运行的提交时间，按集群时区（%1）</translation>
        </message>
        <message>
            <source>Started minus submitted: waiting for the first resources</source>
            <translation>开始时间减提交时间：等待首次分配资源的时间</translation>
        </message>
        <message>
            <source>Available minus submitted: until the result or the service was ready</source>
            <translation>可用时间减提交时间：直到结果或服务就绪的时间</translation>
        </message>
        <message>
            <source>Engineer operation steps</source>
            <translation>工程师操作步骤</translation>
        </message>
        <message>
            <source>Manual interventions</source>
            <translation>人工干预次数</translation>
        </message>
        <message>
            <source>Recovery time of a fault drill</source>
            <translation>故障演练的恢复时间</translation>
        </message>
        <message>
            <source>Diagnosed without the vendor: whether the team found the fault's cause without the vendor's help</source>
            <translation>无需厂商即可诊断：团队是否在没有厂商帮助的情况下找到了故障原因</translation>
        </message>
        <message>
            <source>The file and line the run was imported from; double-click a row to see that line</source>
            <translation>运行导入自的文件和行；双击一行可查看该行</translation>
        </message>
        <message>
            <source>The job of the what-if load it replayed (gatebench whatif export), if any</source>
            <translation>该运行所回放的假设分析导出负载中的任务（如有）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocRunsView</name>
        <message>
            <source>Show source line…</source>
            <translation>查看来源行…</translation>
        </message>
        <message>
            <source>Proof of concept</source>
            <translation>概念验证（PoC）</translation>
        </message>
        <message>
            <source>Simulated data: these PoC runs describe no real cluster or vendor result.</source>
            <translation>模拟数据：这些 PoC 运行不代表任何真实集群或厂商的结果。</translation>
        </message>
        <message>
            <source>The same workloads and the same fault drills on every candidate in the PoC, each run recorded with the file line it came from.</source>
            <translation>PoC 中的每个候选方案都运行相同的工作负载和相同的故障演练，每次运行都记录其来源文件行。</translation>
        </message>
        <message>
            <source>Same workload: runs per scenario and candidate</source>
            <translation>相同工作负载：各场景、各候选方案的运行次数</translation>
        </message>
        <message>
            <source>⚠ runs / required: fewer runs than the scenario requires (hover for what is missing); – optional and run by no candidate compared. Double-click a cell to list its runs.</source>
            <translation>⚠ 已运行 / 要求：运行次数少于场景要求（鼠标悬停可查看缺少什么）；–：可选场景，参与比较的候选方案都没有运行。双击单元格可列出其运行。</translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation>排队时间</translation>
        </message>
        <message>
            <source>Submit to available</source>
            <translation>提交到可用耗时</translation>
        </message>
        <message>
            <source>Scenario:</source>
            <translation>场景：</translation>
        </message>
        <message>
            <source>Figure:</source>
            <translation>指标：</translation>
        </message>
        <message>
            <source>Search the runs</source>
            <translation>搜索运行</translation>
        </message>
        <message>
            <source>Any outcome</source>
            <translation>任意结果</translation>
        </message>
        <message>
            <source>The line of the result file the chosen run came from, if the file is unchanged</source>
            <translation>所选运行来自的结果文件行（文件未改动时）</translation>
        </message>
        <message>
            <source>All candidates</source>
            <translation>全部候选方案</translation>
        </message>
        <message>
            <source>All scenarios</source>
            <translation>全部场景</translation>
        </message>
        <message numerus="yes">
            <source>%n run(s)</source>
            <translation>
                <numerusform>%n 次运行</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 runs</source>
            <translation>%2 次运行中的 %1 次</translation>
        </message>
        <message>
            <source>%1 / %2 / run %3</source>
            <translation>%1 / %2 / 运行 %3</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
        <message>
            <source>No candidate is in the same-workload check yet: mark candidates for the PoC.</source>
            <translation>还没有候选方案参与相同工作负载检查：请把候选方案标记为参加 PoC。</translation>
        </message>
        <message>
            <source>Same workload: every candidate compared ran every scenario as often as required.</source>
            <translation>相同工作负载：参与比较的每个候选方案都按要求的次数运行了每个场景。</translation>
        </message>
        <message>
            <source>needs %1 runs, has none</source>
            <translation>需要 %1 次，一次也没有</translation>
        </message>
        <message>
            <source>needs %1 runs, has only %2</source>
            <translation>需要 %1 次，只有 %2 次</translation>
        </message>
        <message>
            <source>%1, “%2”: %3</source>
            <translation>%1，“%2”：%3</translation>
        </message>
        <message>
            <source>⚠ The candidates did not all run the same workload: %1.</source>
            <translation>⚠ 各候选方案没有运行相同的工作负载：%1。</translation>
        </message>
        <message>
            <source>Success rate by scenario, as of %1</source>
            <translation>各场景成功率（截至 %1）</translation>
        </message>
        <message>
            <source>Fault-drill recovery times, P50 (darker) and P90 (lighter), as of %1</source>
            <translation>故障演练恢复时间，P50（深色）和 P90（浅色）（截至 %1）</translation>
        </message>
        <message>
            <source>P50 and P90 per candidate</source>
            <translation>各候选方案的 P50 和 P90</translation>
        </message>
        <message>
            <source>Queue wait on “%1”, P50 and P90 per candidate</source>
            <translation>“%1”的排队时间，各候选方案的 P50 和 P90</translation>
        </message>
        <message>
            <source>Submit to available on “%1”, P50 and P90 per candidate</source>
            <translation>“%1”的提交到可用时间，各候选方案的 P50 和 P90</translation>
        </message>
        <message>
            <source>Recorded runs</source>
            <translation>运行记录</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocSourceDialog</name>
        <message>
            <source>Open folder</source>
            <translation>打开所在文件夹</translation>
        </message>
        <message>
            <source>Source of %1</source>
            <translation>%1 的来源</translation>
        </message>
        <message>
            <source>This run was not imported from a file.</source>
            <translation>这次运行不是从文件导入的。</translation>
        </message>
        <message>
            <source>File: %1
Line: %2
SHA-256 at import: %3</source>
            <translation>文件：%1
行：%2
导入时的 SHA-256：%3</translation>
        </message>
        <message>
            <source>not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>There is no source line to show.</source>
            <translation>没有可显示的来源行。</translation>
        </message>
        <message>
            <source>The file is missing: it is no longer at this path.</source>
            <translation>文件不见了：它已不在这个路径。</translation>
        </message>
        <message>
            <source>The file is missing: the archive no longer holds %1.</source>
            <translation>文件不见了：压缩包中已没有 %1。</translation>
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation>无法读取文件：%1</translation>
        </message>
        <message>
            <source>The file has changed since the import (its SHA-256 is now %1): the line it had then cannot be shown.</source>
            <translation>文件在导入后已改动（现在的 SHA-256 为 %1）：无法显示导入时的那一行。</translation>
        </message>
        <message>
            <source>The file is unchanged since the import. The line as it is in the file:</source>
            <translation>文件在导入后未改动。该行在文件中的内容：</translation>
        </message>
        <message>
            <source>The file is unchanged since the import. %1</source>
            <translation>文件在导入后未改动。%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocWorkloadModel</name>
        <message>
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
        <message>
            <source>needs %1 runs, has none</source>
            <translation>需要 %1 次，一次也没有</translation>
        </message>
        <message>
            <source>needs %1 runs, has only %2</source>
            <translation>需要 %1 次，只有 %2 次</translation>
        </message>
        <message>
            <source>optional, and no candidate compared ran it</source>
            <translation>可选场景，参与比较的候选方案都没有运行</translation>
        </message>
        <message>
            <source>%1 runs recorded, %2 required</source>
            <translation>已记录 %1 次，要求 %2 次</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1 (%2): at least %3 runs on every candidate</source>
            <translation>%1（%2）：每个候选方案至少 %3 次</translation>
        </message>
        <message>
            <source>%1 (%2): optional; due for every candidate once one of them ran it</source>
            <translation>%1（%2）：可选；只要有一个候选方案运行了，其他候选方案也都要运行</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PolicyDialog</name>
        <message>
            <source>EASY backfill: a later job starts early when it delays no earlier one</source>
            <translation>EASY 回填：不耽误排在前面的任务时，后到的任务可提前开始</translation>
        </message>
        <message>
            <source>Each team's quota, as the Baseline page states it</source>
            <translation>使用基线页面上登记的各团队配额</translation>
        </message>
        <message>
            <source>Borrowing: a team may use idle GPUs over its quota</source>
            <translation>借用：团队可超出配额使用空闲 GPU</translation>
        </message>
        <message>
            <source>Reclaim: a team under its quota preempts borrowed GPUs</source>
            <translation>回收：未用满配额的团队可抢占被借出的 GPU</translation>
        </message>
        <message>
            <source>Preemption by priority inside a queue</source>
            <translation>同一队列内按优先级抢占</translation>
        </message>
        <message>
            <source>Today's scheduling policy</source>
            <translation>现状调度策略</translation>
        </message>
        <message>
            <source>Scheduling policy of %1</source>
            <translation>%1 的调度策略</translation>
        </message>
        <message>
            <source>The rules the what-if replays the job log under. A prediction from them is advice beside the evidence: it never settles a gate.</source>
            <translation>假设分析按这些规则回放任务记录。由此得出的预测仅作为证据之外的参考，不能据此判定门槛项。</translation>
        </message>
        <message>
            <source>Assumption: this is a default, not the committee's policy (%1). Check it against the quote or the design, then save it.</source>
            <translation>假设：这是默认策略，并非评审委员会确定的策略（%1）。请对照报价或设计核实后再保存。</translation>
        </message>
        <message>
            <source>today's policy is assumed</source>
            <translation>假定沿用现状策略</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>不限</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> 个 GPU</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分钟</translation>
        </message>
        <message>
            <source>never (a preempted job starts over)</source>
            <translation>从不（被抢占的任务从头开始）</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>检查点间隔</translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source>Start-up delay</source>
            <translation>启动延迟</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>The policy document (README, "Scheduling what-if"): every key is checked, an unknown or misspelt one is refused with its name.</source>
            <translation>策略文件（见 README 的“调度假设分析”一节）：每个键都会检查，未知或拼错的键会连同键名一起被拒绝。</translation>
        </message>
        <message>
            <source>JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <source>Back to the default</source>
            <translation>恢复默认</translation>
        </message>
        <message>
            <source>Removes the committee's policy: the profile's default (an assumption) or today's applies</source>
            <translation>删除评审委员会确定的策略：改用该方案的默认策略（假设）或现状策略</translation>
        </message>
        <message>
            <source>Each team's quota, a hard cap of GPUs across the pools:</source>
            <translation>各团队配额（跨所有资源池的 GPU 硬上限）：</translation>
        </message>
        <message>
            <source>Each team's deserved quota of GPUs (over it only by borrowing):</source>
            <translation>各团队应得 GPU 配额（超出部分只能借用）：</translation>
        </message>
        <message>
            <source>The GPUs reserved for each team (the rest is shared):</source>
            <translation>为各团队预留的 GPU（其余共享）：</translation>
        </message>
        <message>
            <source>Each team's queue weight (its deserved share is its weight over the sum):</source>
            <translation>各团队队列权重（应得份额 = 本队权重 / 权重之和）：</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PostgresRoles</name>
        <message>
            <source>The member id “%1” makes the role name “%2”, longer than PostgreSQL's %3 bytes: choose a shorter member id or evaluation name.</source>
            <translation>委员编号“%1”构成的角色名“%2”超过 PostgreSQL 的 %3 字节上限：请选用更短的委员编号或评估名称。</translation>
        </message>
        <message>
            <source>The server has no role “%1” for the member “%2”.</source>
            <translation>服务器上没有委员“%2”的角色“%1”。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Presentation</name>
        <message>
            <source>✓ Pass</source>
            <translation>✓ 通过</translation>
        </message>
        <message>
            <source>✗ Fail</source>
            <translation>✗ 未通过</translation>
        </message>
        <message>
            <source>? Unknown</source>
            <translation>? 未知</translation>
        </message>
        <message>
            <source>W Waived</source>
            <translation>W 已豁免</translation>
        </message>
        <message>
            <source>%1 million %2</source>
            <translation>%1 百万 %2</translation>
        </message>
        <message>
            <source>As of %1</source>
            <translation>评估日期 %1</translation>
        </message>
        <message>
            <source>Simulated data</source>
            <translation>模拟数据</translation>
        </message>
        <message>
            <source>Elimination funnel</source>
            <translation>淘汰漏斗</translation>
        </message>
        <message numerus="yes">
            <source>%n shortlisted candidate(s) enter the gates.</source>
            <translation>
                <numerusform>%n 个入围候选方案进入门槛评估。</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no gate criterion: every shortlisted candidate is Eligible.</source>
            <translation>没有门槛项：每个入围候选方案都合格。</translation>
        </message>
        <message>
            <source>Gates</source>
            <translation>门槛</translation>
        </message>
        <message>
            <source>Still in</source>
            <translation>仍在列</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>待定</translation>
        </message>
        <message>
            <source>Out here</source>
            <translation>在此淘汰</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Still in: no failing gate so far. Open: of those, still blocked by a gate nobody settled. Out here: eliminated by a failing gate of this step.</source>
            <translation>仍在列：到此为止没有未通过的门槛。待定：其中仍被未定门槛阻挡的。在此淘汰：因本步的门槛未通过而淘汰。</translation>
        </message>
        <message>
            <source>Gate matrix</source>
            <translation>门槛矩阵</translation>
        </message>
        <message>
            <source>No gate and candidate to show.</source>
            <translation>没有可显示的门槛和候选方案。</translation>
        </message>
        <message>
            <source>? Waiver lapsed</source>
            <translation>? 豁免已失效</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Gate</source>
            <translation>门槛</translation>
        </message>
        <message>
            <source>Path to eligibility of the Blocked candidates</source>
            <translation>受阻候选方案的通往合格之路</translation>
        </message>
        <message>
            <source>Open gate</source>
            <translation>未定门槛</translation>
        </message>
        <message>
            <source>What would settle it</source>
            <translation>如何解决</translation>
        </message>
        <message>
            <source>If all of them pass</source>
            <translation>若全部通过</translation>
        </message>
        <message>
            <source>No candidate is Blocked.</source>
            <translation>没有受阻的候选方案。</translation>
        </message>
        <message>
            <source>Bonus ranking of the Eligible candidates</source>
            <translation>合格候选方案的加分项排名</translation>
        </message>
        <message>
            <source>No candidate is Eligible: there is no bonus ranking.</source>
            <translation>没有合格的候选方案：没有加分项排名。</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>排名</translation>
        </message>
        <message>
            <source>Bonus score</source>
            <translation>加分项评分</translation>
        </message>
        <message>
            <source>%1 (provisional)</source>
            <translation>%1（暂定）</translation>
        </message>
        <message>
            <source>Close call: the top two differ by %1 points.</source>
            <translation>差距很小：前两名相差 %1 分。</translation>
        </message>
        <message>
            <source>Bonus scores rank only candidates that pass every gate (0–100).</source>
            <translation>加分项评分只为通过全部门槛的候选方案排名（0–100）。</translation>
        </message>
        <message>
            <source>PoC on the same workload</source>
            <translation>同一工作负载上的 PoC</translation>
        </message>
        <message>
            <source>No candidate is in the PoC yet.</source>
            <translation>还没有候选方案参加 PoC。</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>%1 of %2 runs</source>
            <translation>%1 / %2 次运行</translation>
        </message>
        <message numerus="yes">
            <source>%n run(s)</source>
            <translation>
                <numerusform>%n 次运行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every run of %n scenario(s) succeeded on every candidate.</source>
            <translation>
                <numerusform>%n 个场景在每个候选方案上的每次运行都成功。</numerusform>
            </translation>
        </message>
        <message>
            <source>No PoC run is recorded yet.</source>
            <translation>还没有记录 PoC 运行。</translation>
        </message>
        <message>
            <source>Baseline: queue waits against the targets</source>
            <translation>基线：排队时间与目标</translation>
        </message>
        <message>
            <source>No job records are imported: the baseline is missing.</source>
            <translation>尚未导入任务记录：缺少基线。</translation>
        </message>
        <message>
            <source>%1 jobs from %2 to %3</source>
            <translation>%1 个任务，%2 至 %3</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>范围</translation>
        </message>
        <message>
            <source>Wait P50</source>
            <translation>排队 P50</translation>
        </message>
        <message>
            <source>Wait P90</source>
            <translation>排队 P90</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>P50</source>
            <translation>P50</translation>
        </message>
        <message>
            <source>P90</source>
            <translation>P90</translation>
        </message>
        <message>
            <source>%1 ≤ %2</source>
            <translation>%1 ≤ %2</translation>
        </message>
        <message>
            <source>reached in the PoC by %1</source>
            <translation>PoC 中达到目标：%1</translation>
        </message>
        <message>
            <source>No target is set on the queue waits.</source>
            <translation>排队时间没有设定目标。</translation>
        </message>
        <message>
            <source>Queue wait: from submission to start, of the jobs that started.</source>
            <translation>排队时间：已启动任务从提交到启动的时间。</translation>
        </message>
        <message>
            <source>Three-year TCO of the Eligible candidates</source>
            <translation>合格候选方案的三年 TCO</translation>
        </message>
        <message>
            <source>Prices and TCO figures are hidden until the technical round is revealed.</source>
            <translation>在技术评分轮揭晓之前，价格和 TCO 数字保持隐藏。</translation>
        </message>
        <message>
            <source>The TCO cannot be computed:</source>
            <translation>无法计算 TCO：</translation>
        </message>
        <message>
            <source>No cost lines are recorded: the TCO is missing.</source>
            <translation>没有记录成本项：缺少 TCO。</translation>
        </message>
        <message>
            <source>Three-year total</source>
            <translation>三年合计</translation>
        </message>
        <message>
            <source>Largest swings (−30 % to +30 %)</source>
            <translation>最大波动（−30 % 至 +30 %）</translation>
        </message>
        <message>
            <source>%1: %2 to %3</source>
            <translation>%1：%2 至 %3</translation>
        </message>
        <message>
            <source>No Eligible candidate has cost lines.</source>
            <translation>没有合格候选方案有成本项。</translation>
        </message>
        <message>
            <source>Base scenario; swings: the three-year total in millions when one driver moves by ±30 %.</source>
            <translation>基准场景；波动：单个驱动因素变动 ±30 % 时的三年合计（百万）。</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Recorded recommendation</source>
            <translation>记录的推荐方案</translation>
        </message>
        <message>
            <source>%1 (recorded %2)</source>
            <translation>%1（记录于 %2）</translation>
        </message>
        <message>
            <source>Recorded alternative</source>
            <translation>记录的备选方案</translation>
        </message>
        <message>
            <source>Acceptance conditions</source>
            <translation>验收条件</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>签字</translation>
        </message>
        <message>
            <source>%1 of %2: %3 agree, %4 with reservations, %5 dissent</source>
            <translation>%1 / %2：%3 人同意，%4 人有保留意见，%5 人反对</translation>
        </message>
        <message>
            <source>Frozen</source>
            <translation>已冻结</translation>
        </message>
        <message>
            <source>yes, since %1</source>
            <translation>是，自 %1 起</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>fail</source>
            <translation>未通过</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>waived</source>
            <translation>已豁免</translation>
        </message>
        <message>
            <source>fewer runs than the same-workload check needs</source>
            <translation>运行次数少于同一工作负载检查的要求</translation>
        </message>
        <message>
            <source>The other scenarios: success rate and runs.</source>
            <translation>其余场景：成功率和运行次数。</translation>
        </message>
        <message>
            <source>the baseline meets the target</source>
            <translation>基线达到目标</translation>
        </message>
        <message>
            <source>the baseline misses it</source>
            <translation>基线未达到目标</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PresentationLayout</name>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 · page %2 of %3</source>
            <translation>%1 · 第 %2 / %3 页</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PresentationWindow</name>
        <message>
            <source>GateBench presentation</source>
            <translation>GateBench 演示</translation>
        </message>
        <message>
            <source>Preparing the slides…</source>
            <translation>正在准备演示内容…</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>会议纪要</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PreviewCommand</name>
        <message>
            <source>Print JSON.</source>
            <translation>以 JSON 格式输出。</translation>
        </message>
        <message>
            <source>preview takes exactly one INPUT</source>
            <translation>preview 只接受一个 INPUT</translation>
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation>无法读取标准输入</translation>
        </message>
        <message>
            <source>cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>cannot read %1: no such file</source>
            <translation>无法读取 %1：文件不存在</translation>
        </message>
        <message>
            <source>the archive %1 holds no CSV file</source>
            <translation>压缩包 %1 中没有 CSV 文件</translation>
        </message>
        <message>
            <source>the archive %1 holds no CSV file named %2</source>
            <translation>压缩包 %1 中没有名为 %2 的 CSV 文件</translation>
        </message>
        <message>
            <source>Show how GateBench reads a CSV file: its encoding, delimiter and header, every row and every problem found. For a ZIP archive, list its CSV files and show the first. Never writes to INPUT.</source>
            <translation>显示 GateBench 如何读取 CSV 文件：编码、分隔符、表头、每一行以及发现的每个问题。对于 ZIP 压缩包，列出其中的 CSV 文件并显示第一个。不会写入 INPUT。</translation>
        </message>
        <message>
            <source>The CSV file or ZIP archive of CSV files; - reads standard input.</source>
            <translation>CSV 文件，或包含 CSV 文件的 ZIP 压缩包；使用 - 表示从标准输入读取。</translation>
        </message>
        <message>
            <source>The CSV file of a ZIP archive to show (default: the first).</source>
            <translation>要显示的 ZIP 压缩包中的 CSV 文件（默认：第一个）。</translation>
        </message>
        <message>
            <source>--member is for ZIP archives</source>
            <translation>--member 只适用于 ZIP 压缩包</translation>
        </message>
        <message>
            <source>%1 is a file of the format %2, which preview cannot show yet</source>
            <translation>%1 是 %2 格式的文件，预览暂时无法显示这种格式</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Questionnaire</name>
        <message>
            <source>The candidate "%1" could mean %2; give its id.</source>
            <translation>候选方案“%1”可能指 %2；请给出其编号。</translation>
        </message>
        <message>
            <source>There is no candidate "%1" in this evaluation.</source>
            <translation>本评估中没有候选方案“%1”。</translation>
        </message>
        <message>
            <source>The candidate %1 is set aside (%2); the questionnaire goes to the candidates in the evaluation.</source>
            <translation>候选方案 %1 已暂不纳入（%2）；问卷只发给纳入评估的候选方案。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Simulated data: this evaluation is the built-in demo.
</source>
            <translation>模拟数据：此评估是内置示例。
</translation>
        </message>
        <message>
            <source>Write the vendor questionnaire: one CSV file per candidate in OUTDIR, named with the evaluation, the candidate and the date, with one row per question (the gate and bonus requirements, then the commercial questions) and empty answer and evidence columns, in the language of --lang (else the locale's). The questions are those written for the vendors; the acceptance rules and scoring rubrics stay with the committee. Each vendor fills in its file; import the returned files with 'gatebench import FILE --kind answers'. Never writes to FILE, never replaces a file in OUTDIR.</source>
            <translation>写出厂商问卷：在 OUTDIR 中为每个候选方案写一个 CSV 文件，文件名包含评估、候选方案和日期；每个问题一行（先是门槛项和加分项，然后是商务问题），答复和证据列留空；语言按 --lang（否则按区域设置）。问题是为厂商撰写的问题；验收规则和评分细则只留在委员会内部。各厂商填写自己的文件，交回后用“gatebench import FILE --kind answers”导入。从不写入 FILE，也从不覆盖 OUTDIR 中已有的文件。</translation>
        </message>
        <message>
            <source>The folder to write to (created if absent).</source>
            <translation>写入的文件夹（不存在时创建）。</translation>
        </message>
        <message>
            <source>Only this candidate (id or name); repeat for several. Default: every candidate in the evaluation that is not eliminated on the evaluation date.</source>
            <translation>只写此候选方案（编号或名称）；可重复指定多个。默认：评估中在评估基准日未被淘汰的全部候选方案。</translation>
        </message>
        <message>
            <source>questionnaire takes FILE and OUTDIR</source>
            <translation>questionnaire 需要 FILE 和 OUTDIR 两个参数</translation>
        </message>
        <message>
            <source>%1 is not a folder</source>
            <translation>%1 不是文件夹</translation>
        </message>
        <message>
            <source>%1 has no candidate in the evaluation that is not eliminated on %2; name one with --candidate.</source>
            <translation>%1 中没有在 %2 未被淘汰的候选方案；请用 --candidate 指定。</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n questionnaire(s) as of %1, %2 questions each:
</source>
            <translation>
                <numerusform>已写出 %n 份问卷（评估基准日 %1），每份 %2 个问题：
</numerusform>
            </translation>
        </message>
        <message>
            <source>The evaluation date, YYYY-MM-DD: it decides which candidates are eliminated and goes into the file names (default: the evaluation's date, else today in the cluster's time zone).</source>
            <translation>评估日期，格式 YYYY-MM-DD：据此判断哪些候选方案已被淘汰，并写入文件名（默认：评估日期；若无，则为集群时区的今天）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireDialog</name>
        <message>
            <source>Export vendor questionnaire</source>
            <translation>导出厂商问卷</translation>
        </message>
        <message>
            <source>One CSV file per candidate, named with the evaluation, the candidate and the evaluation date (%1). Each file asks the questions written for the vendors; the acceptance rules and scoring rubrics stay with the committee. Checked at first: the candidates not eliminated on %1 (the questions for a self-built option go to the internal platform team).</source>
            <translation>每个候选方案一个 CSV 文件，文件名包含评估、候选方案和评估基准日（%1）。每个文件只包含为厂商撰写的问题；验收规则和评分细则只留在委员会内部。默认勾选在 %1 未被淘汰的候选方案（自建方案的问题发给内部平台团队）。</translation>
        </message>
        <message>
            <source>Language of the files:</source>
            <translation>文件语言：</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>选择…</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>文件夹：</translation>
        </message>
        <message>
            <source>Write files</source>
            <translation>写出文件</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <extracomment>A candidate and its status on the evaluation date, e.g. "NVIDIA Run:ai (Eligible)".</extracomment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Folder for the questionnaires</source>
            <translation>问卷保存文件夹</translation>
        </message>
        <message>
            <source>Check at least one candidate.</source>
            <translation>请至少勾选一个候选方案。</translation>
        </message>
        <message>
            <source>Choose the folder to write the files to.</source>
            <translation>请选择写入文件的文件夹。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireWriter</name>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>%1 is not a folder</source>
            <translation>%1 不是文件夹</translation>
        </message>
        <message>
            <source>Cannot create the folder %1</source>
            <translation>无法创建文件夹 %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::RecordKinds</name>
        <message>
            <source>Id</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Name (Chinese)</source>
            <translation>名称（中文）</translation>
        </message>
        <message>
            <source>Name (English)</source>
            <translation>名称（英文）</translation>
        </message>
        <message>
            <source>Vendor</source>
            <translation>厂商</translation>
        </message>
        <message>
            <source>Route</source>
            <translation>技术路线</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Aliases</source>
            <translation>别名</translation>
        </message>
        <message>
            <source>Tier</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Acceptance</source>
            <translation>验收标准</translation>
        </message>
        <message>
            <source>Evidence required</source>
            <translation>需要证据</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>答复</translation>
        </message>
        <message>
            <source>Evidence link</source>
            <translation>证据链接</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Started at</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Submit to available</source>
            <translation>提交到可用耗时</translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation>排队时间</translation>
        </message>
        <message>
            <source>GPU hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>Operation steps</source>
            <translation>操作步骤数</translation>
        </message>
        <message>
            <source>Manual interventions</source>
            <translation>人工干预次数</translation>
        </message>
        <message>
            <source>Recovery time</source>
            <translation>故障恢复时间</translation>
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation>无需厂商即可诊断</translation>
        </message>
        <message>
            <source>Job id</source>
            <translation>任务编号</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>User</source>
            <translation>用户</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU 数</translation>
        </message>
        <message>
            <source>Submitted at</source>
            <translation>提交时间</translation>
        </message>
        <message>
            <source>Ended at</source>
            <translation>结束时间</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Failure reason</source>
            <translation>失败原因</translation>
        </message>
        <message>
            <source>Average GPU utilization</source>
            <translation>平均 GPU 利用率</translation>
        </message>
        <message>
            <source>Active GPU fraction</source>
            <translation>GPU 活跃占比</translation>
        </message>
        <message>
            <source>Cost scenario</source>
            <translation>成本场景</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>单价</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>Periods per year</source>
            <translation>每年周期数</translation>
        </message>
        <message>
            <source>Yearly growth</source>
            <translation>年增长率</translation>
        </message>
        <message>
            <source>FTE</source>
            <translation>FTE</translation>
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation>年度综合人力成本</translation>
        </message>
        <message>
            <source>Tax included</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Questionnaire answers</source>
            <translation>问卷答复</translation>
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC 运行记录</translation>
        </message>
        <message>
            <source>Job records</source>
            <translation>任务记录</translation>
        </message>
        <message>
            <source>TCO lines</source>
            <translation>TCO 费用行</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>Whole number</source>
            <translation>整数</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>Percentage</source>
            <translation>百分比</translation>
        </message>
        <message>
            <source>Yes or no</source>
            <translation>是/否</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>时长</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>日期时间</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>PoC scenario</source>
            <translation>PoC 场景</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Exact decimal</source>
            <translation>精确小数</translation>
        </message>
        <message>
            <source>Title (Chinese)</source>
            <translation>标题（中文）</translation>
        </message>
        <message>
            <source>Title (English)</source>
            <translation>标题（英文）</translation>
        </message>
        <message>
            <source>Description (Chinese)</source>
            <translation>描述（中文）</translation>
        </message>
        <message>
            <source>Description (English)</source>
            <translation>描述（英文）</translation>
        </message>
        <message>
            <source>Owner (Chinese)</source>
            <translation>负责人（中文）</translation>
        </message>
        <message>
            <source>Owner (English)</source>
            <translation>负责人（英文）</translation>
        </message>
        <message>
            <source>Acceptance (Chinese)</source>
            <translation>验收规则（中文）</translation>
        </message>
        <message>
            <source>Acceptance (English)</source>
            <translation>验收规则（英文）</translation>
        </message>
        <message>
            <source>Review date</source>
            <translation>复审日期</translation>
        </message>
        <message>
            <source>Candidate id</source>
            <translation>候选方案编号</translation>
        </message>
        <message>
            <source>Question id</source>
            <translation>问题编号</translation>
        </message>
        <message>
            <source>Requirement id</source>
            <translation>评估项编号</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>部署方式</translation>
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation>厂商问题</translation>
        </message>
        <message>
            <source>Question for the vendors (Chinese)</source>
            <translation>厂商问题（中文）</translation>
        </message>
        <message>
            <source>Question for the vendors (English)</source>
            <translation>厂商问题（英文）</translation>
        </message>
        <message>
            <source>Run id</source>
            <translation>运行编号</translation>
        </message>
        <message>
            <source>Available at</source>
            <translation>可用时间</translation>
        </message>
        <message>
            <source>Finished at</source>
            <translation>结束时间</translation>
        </message>
        <message>
            <source>Thousandths of each GPU</source>
            <translation>每卡千分比</translation>
        </message>
        <message>
            <source>Line id</source>
            <translation>费用行编号</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>Price per hour</source>
            <translation>按小时计价</translation>
        </message>
        <message>
            <source>Tax rate</source>
            <translation>税率</translation>
        </message>
        <message>
            <source>Years</source>
            <translation>适用年份</translation>
        </message>
        <message>
            <source>Price source</source>
            <translation>价格来源</translation>
        </message>
        <message>
            <source>Source note</source>
            <translation>来源说明</translation>
        </message>
        <message>
            <source>Replay job id</source>
            <translation>回放任务编号</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReferenceResolver</name>
        <message>
            <source>candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>PoC scenario</source>
            <translation>PoC 场景</translation>
        </message>
        <message>
            <source>requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source> and %1 more</source>
            <translation> 等，另有 %1 处</translation>
        </message>
        <message>
            <source>There is no %1 with the id %2</source>
            <translation>不存在编号为%2的%1</translation>
        </message>
        <message>
            <source>An empty value cannot be mapped</source>
            <translation>空值无法映射</translation>
        </message>
        <message>
            <source>%1 could be any %2 of: %3 (lines %4); choose which one it means</source>
            <translation>%1可能对应以下任一%2：%3（行号：%4）；请选择它所指的项</translation>
        </message>
        <message>
            <source>%1 names no %2 of this evaluation (lines %3); map it to one or add it</source>
            <translation>%1不对应此评估中的任何%2（行号：%3）；请将其映射到已有项或添加</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReplayAccuracy</name>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>本评估中没有候选方案 %1。</translation>
        </message>
        <message>
            <source>No load was exported for this candidate: export one with gatebench whatif export to predict its replayed jobs.</source>
            <translation>尚未为该候选方案导出负载：请先在命令行中导出假设分析负载，才能预测其回放任务。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Report</name>
        <message>
            <source>Decision report</source>
            <translation>决策报告</translation>
        </message>
        <message>
            <source>Simulated data: describes no real company, cluster or vendor result</source>
            <translation>模拟数据：不涉及任何真实的公司、集群或厂商结果</translation>
        </message>
        <message>
            <source>Untitled evaluation</source>
            <translation>未命名评估</translation>
        </message>
        <message>
            <source>Organisation</source>
            <translation>组织</translation>
        </message>
        <message>
            <source>not stated</source>
            <translation>未说明</translation>
        </message>
        <message>
            <source>Committee</source>
            <translation>评审委员会</translation>
        </message>
        <message>
            <source>no reviewer recorded</source>
            <translation>未记录评审人</translation>
        </message>
        <message>
            <source>Report date</source>
            <translation>报告日期</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>Confidentiality</source>
            <translation>密级</translation>
        </message>
        <message>
            <source>none stated</source>
            <translation>未注明</translation>
        </message>
        <message>
            <source>Fingerprint (SHA-256)</source>
            <translation>指纹（SHA-256）</translation>
        </message>
        <message>
            <source>Signed by</source>
            <translation>签署人</translation>
        </message>
        <message>
            <source>.</source>
            <translation>。</translation>
        </message>
        <message>
            <source>Prices and TCO figures are hidden in this version of the report.</source>
            <translation>本版报告隐去了价格和 TCO 数据。</translation>
        </message>
        <message>
            <source>Decision summary</source>
            <translation>决策摘要</translation>
        </message>
        <message>
            <source>Why: %1 passes every gate and has the highest bonus score of the Eligible candidates; bonus scores rank only candidates that pass every gate.</source>
            <translation>理由：“%1”通过了全部门槛项，且在合格候选方案中加分项得分最高；加分项得分只用于对通过全部门槛项的候选方案排名。</translation>
        </message>
        <message>
            <source>The committee's decision record recommends %1 (recorded %2).</source>
            <translation>委员会的决策记录推荐“%1”（记录于 %2）。</translation>
        </message>
        <message>
            <source>The committee's decision record names %1 as the alternative (recorded %2).</source>
            <translation>委员会的决策记录将“%1”列为备选方案（记录于 %2）。</translation>
        </message>
        <message>
            <source>No weight sensitivity: fewer than two candidates are Eligible.</source>
            <translation>无权重敏感性分析：合格候选方案少于两个。</translation>
        </message>
        <message>
            <source>Gate results</source>
            <translation>门槛项结果</translation>
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation>门槛矩阵（评估基准日 %1）</translation>
        </message>
        <message>
            <source>No gate criteria are recorded.</source>
            <translation>未记录任何门槛项。</translation>
        </message>
        <message>
            <source>No candidate is Eliminated or Blocked.</source>
            <translation>没有淘汰或受阻的候选方案。</translation>
        </message>
        <message>
            <source>Bonus ranking (Eligible candidates only)</source>
            <translation>加分项排名（仅限合格候选方案）</translation>
        </message>
        <message>
            <source>No candidate is Eligible: there is no bonus ranking.</source>
            <translation>没有合格的候选方案：无加分项排名。</translation>
        </message>
        <message>
            <source>Bonus scores of the Eligible candidates</source>
            <translation>合格候选方案的加分项得分</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>排名</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Bonus score</source>
            <translation>加分项评分</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>PoC summary</source>
            <translation>PoC 摘要</translation>
        </message>
        <message>
            <source>No PoC run is recorded yet.</source>
            <translation>尚未记录任何 PoC 运行。</translation>
        </message>
        <message>
            <source>Success rate per scenario</source>
            <translation>各场景成功率</translation>
        </message>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>No job records are imported: the baseline is missing.</source>
            <translation>未导入任务记录：缺少基线。</translation>
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation>三年总拥有成本（TCO）</translation>
        </message>
        <message>
            <source>No cost lines are recorded: the TCO is missing.</source>
            <translation>未记录费用行：缺少 TCO。</translation>
        </message>
        <message>
            <source>Risks, assumptions, acceptance conditions and exit path</source>
            <translation>风险、假设、验收条件和退出路径</translation>
        </message>
        <message>
            <source>No decision record yet: the committee has not stated this.</source>
            <translation>尚无决策记录：委员会尚未说明此项。</translation>
        </message>
        <message>
            <source>Not stated in the decision record.</source>
            <translation>决策记录中未说明。</translation>
        </message>
        <message>
            <source>Unresolved risks</source>
            <translation>未解决风险</translation>
        </message>
        <message>
            <source>Key assumptions</source>
            <translation>关键假设</translation>
        </message>
        <message>
            <source>Acceptance conditions</source>
            <translation>验收条件</translation>
        </message>
        <message>
            <source>Waivers and open gates on %1</source>
            <translation>豁免和未决门槛项（截至 %1）</translation>
        </message>
        <message>
            <source>No waiver and no open gate.</source>
            <translation>无豁免，也无未决门槛项。</translation>
        </message>
        <message>
            <source>Exit path</source>
            <translation>退出路径</translation>
        </message>
        <message>
            <source>Appendix: requirements matrix and audit summary</source>
            <translation>附录：需求矩阵和审计摘要</translation>
        </message>
        <message>
            <source>Audit summary</source>
            <translation>审计摘要</translation>
        </message>
        <message>
            <source>The audit log is empty.</source>
            <translation>审计日志为空。</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>审计记录</translation>
        </message>
        <message>
            <source>First entry</source>
            <translation>最早记录</translation>
        </message>
        <message>
            <source>Last entry</source>
            <translation>最近记录</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>记录数</translation>
        </message>
        <message>
            <source>Entries per action</source>
            <translation>各操作的记录数</translation>
        </message>
        <message>
            <source>Queue-wait distribution per team</source>
            <translation>各团队的排队时间分布</translation>
        </message>
        <message>
            <source>Queue wait P50 and P90 by time slot</source>
            <translation>各时段的排队时间 P50 和 P90</translation>
        </message>
        <message>
            <source>Allocated, active and effective utilization by team</source>
            <translation>各团队的分配、活跃和有效利用率</translation>
        </message>
        <message>
            <source>Three-year total by category (Eligible candidates first)</source>
            <translation>按类别的三年合计（合格候选方案在前）</translation>
        </message>
        <message>
            <source>%1: three-year total at -30 % to +30 % of each driver</source>
            <translation>%1：各驱动因素在 -30 % 至 +30 % 时的三年合计</translation>
        </message>
        <message>
            <source>No candidate has an exit checklist or exit-cost lines yet.</source>
            <translation>尚无候选方案有退出检查清单或退出成本费用行。</translation>
        </message>
        <message>
            <source>Exit checklist</source>
            <translation>退出检查清单</translation>
        </message>
        <message>
            <source>Exit cost over three years (%1)</source>
            <translation>三年退出成本（%1）</translation>
        </message>
        <message>
            <source>no TCO lines</source>
            <translation>无 TCO 费用行</translation>
        </message>
        <message>
            <source>Exit readiness per candidate</source>
            <translation>各候选方案的退出就绪度</translation>
        </message>
        <message>
            <source>Four-week plan status</source>
            <translation>四周计划进展</translation>
        </message>
        <message>
            <source>Where each week of the source guide's four-week plan stands, as the evaluation's data shows it on %1.</source>
            <translation>根据评估在 %1 的数据，原始指南中四周计划每一周的进展情况。</translation>
        </message>
        <message>
            <source>Week %1: %2</source>
            <translation>第 %1 周：%2</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>The TCO cannot be computed:</source>
            <translation>无法计算 TCO：</translation>
        </message>
        <message>
            <source>cannot be computed (see the TCO)</source>
            <translation>无法计算（见 TCO 部分）</translation>
        </message>
        <message>
            <source>The gate matrix of %1 gates and %2 candidates is split across pages: candidates in rows and gates in columns, each numbered in the committee's order. The pages go down the candidates first, then across the gates; each page names the gates and candidates it holds and keys its gates' numbers to their titles. The findings below name long lists of gates by these numbers.</source>
            <translation>%1 个门槛项、%2 个候选方案的门槛矩阵分页打印：候选方案为行，门槛项为列，均按评审委员会的顺序编号。各页先向下排完候选方案，再向右排下一组门槛项；每页注明所含的门槛项和候选方案，并列出其门槛项编号对应的名称。下文较长的门槛项清单以这些编号表示。</translation>
        </message>
        <message>
            <source>#</source>
            <translation>序号</translation>
        </message>
        <message>
            <source>Failed gates</source>
            <translation>未通过的门槛项</translation>
        </message>
        <message>
            <source>Unknown gates</source>
            <translation>未知门槛项</translation>
        </message>
        <message>
            <source>Waived gates</source>
            <translation>已豁免门槛项</translation>
        </message>
        <message>
            <source>Gate results per candidate</source>
            <translation>各候选方案的门槛项结果</translation>
        </message>
        <message>
            <source>Bonus scores of the first %1 of %2 Eligible candidates, by category of bonus criteria (the table lists them all)</source>
            <translation>前 %1 个（共 %2 个）合格候选方案的加分项得分，按加分项类别汇总（表中列出全部）</translation>
        </message>
        <message>
            <source>Bonus scores of the first %1 of %2 Eligible candidates (the table lists them all)</source>
            <translation>前 %1 个（共 %2 个）合格候选方案的加分项得分（表中列出全部）</translation>
        </message>
        <message>
            <source>Bonus scores of the Eligible candidates, by category of bonus criteria</source>
            <translation>合格候选方案的加分项得分，按加分项类别汇总</translation>
        </message>
        <message>
            <source>Three-year total by category: the first %1 of %2 candidates (Eligible candidates first, each group cheapest first; the tables list them all)</source>
            <translation>按类别的三年合计：前 %1 个（共 %2 个）候选方案（合格候选方案在前，各组由低到高；表中列出全部）</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
        <message>
            <source>Candidates: %1 Eligible, %2 Blocked, %3 Eliminated, %4 set aside.</source>
            <translation>候选方案：合格 %1 个，受阻 %2 个，淘汰 %3 个，暂不纳入 %4 个。</translation>
        </message>
        <message>
            <source>Status as of %1: the first %2 of %3 candidates (the gate results list them all)</source>
            <translation>状态（评估基准日 %1）：%3 个候选方案中的前 %2 个（门槛项结果列出全部）</translation>
        </message>
        <message>
            <source>Status as of %1</source>
            <translation>状态（评估基准日 %1）</translation>
        </message>
        <message>
            <source>The TCO cannot be computed (see the TCO's section).</source>
            <translation>TCO 无法计算（见三年总拥有成本一节）。</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Three years (%1)</source>
            <translation>三年合计（%1）</translation>
        </message>
        <message>
            <source>Three-year TCO of the Eligible candidates (%1)</source>
            <translation>合格候选方案的三年 TCO（%1）</translation>
        </message>
        <message>
            <source>with tax</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>without tax</source>
            <translation>不含税</translation>
        </message>
        <message>
            <source>Cheapest Eligible candidate: %1.</source>
            <translation>成本最低的合格候选方案：%1。</translation>
        </message>
        <message>
            <source>No TCO is recorded for %1.</source>
            <translation>%1 尚未录入 TCO。</translation>
        </message>
        <message numerus="yes">
            <source>Every run of the %n scenario(s) with runs succeeded, on every candidate.</source>
            <translation>
                <numerusform>有运行记录的 %n 个场景中，每个候选方案的每次运行均成功。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every run of the other %n scenario(s) with runs succeeded, on every candidate; the chart shows the scenarios below 100 %.</source>
            <translation>
                <numerusform>其余 %n 个有运行记录的场景中，每个候选方案的每次运行均成功；图中只列出成功率低于 100% 的场景。</numerusform>
            </translation>
        </message>
        <message>
            <source>no tax applies</source>
            <translation>不涉及税费</translation>
        </message>
        <message>
            <source>Names longer than %1 characters are cut on this page; the sections after it give them whole.</source>
            <translation>超过 %1 个字符的名称在本页截断，后面各节给出全名。</translation>
        </message>
        <message>
            <source>%1 more</source>
            <translation>另外 %1 个</translation>
        </message>
        <message>
            <source>Audit chain head</source>
            <translation>审计链头</translation>
        </message>
        <message>
            <source>The audit chain head is the number of audit entries and the chain's hash after the last: gatebench verify --expect with it shows whether the log still holds every entry written up to this report.</source>
            <translation>审计链头由审计记录条数和最后一条记录之后的链哈希组成：用它运行 gatebench verify --expect，可以检查审计日志是否仍保留截至本报告写入的每一条记录。</translation>
        </message>
        <message>
            <source>The fingerprint is computed over the data the decision rests on (candidates, criteria, verdicts, scores, consensus scores, recusals, evidence hashes, waivers, metric rules, PoC runs, TCO lines, the decision record and the members' signatures): the same data gives the same fingerprint.</source>
            <translation>指纹根据决策所依据的数据计算（候选方案、评估项、结论、评分、共识评分、回避声明、证据哈希、豁免、指标规则、PoC 运行、TCO 费用行、决策记录和各成员的签字）：相同的数据得到相同的指纹。</translation>
        </message>
        <message>
            <source>Signatures of the review committee</source>
            <translation>评审委员会签字</translation>
        </message>
        <message>
            <source>Each member of the review committee signs this decision: agree, agree with reservations, or dissent; reservations and dissents are printed in full below. A signature given in GateBench records the fingerprint of the data it signed (the report's data without the signatures): %1.</source>
            <translation>评审委员会每位成员在本决策上签字：同意、有保留地同意或反对；保留意见和反对意见全文印于下方。在 GateBench 中签字时会记录所签数据的指纹（报告数据中不含签字的部分）：%1。</translation>
        </message>
        <message>
            <source>Frozen by %1 on %2: fingerprint %3, audit chain head %4.</source>
            <translation>由 %1 于 %2 冻结：指纹 %3，审计链头 %4。</translation>
        </message>
        <message>
            <source>Reason: %1</source>
            <translation>理由：%1</translation>
        </message>
        <message>
            <source>Not frozen: %1 of %2 members have signed the decision as it is. The chair freezes it once every member has signed (or with a reason).</source>
            <translation>尚未冻结：%2 位成员中已有 %1 位在当前决策上签字。全部成员签字后（或说明理由），由评审主席冻结决策。</translation>
        </message>
        <message>
            <source>The evaluation names no committee member.</source>
            <translation>本评估未列出评审委员会成员。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>姓名</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>职能</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>意见</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>签字</translation>
        </message>
        <message>
            <source> (chair)</source>
            <translation>（主席）</translation>
        </message>
        <message>
            <source>(signed earlier data, %1: to be signed again)</source>
            <translation>（签于较早的数据 %1：须重新签字）</translation>
        </message>
        <message>
            <source>signed in GateBench</source>
            <translation>已在 GateBench 中签字</translation>
        </message>
        <message>
            <source>Observers (they do not sign): %1</source>
            <translation>列席人员（不签字）：%1</translation>
        </message>
        <message>
            <source>Reservations and dissents in full</source>
            <translation>保留意见和反对意见全文</translation>
        </message>
        <message>
            <source>%1, %2 (%3):</source>
            <translation>%1，%2（%3）：</translation>
        </message>
        <message>
            <source>No member has recorded reservations or a dissent.</source>
            <translation>没有成员记录保留意见或反对意见。</translation>
        </message>
        <message>
            <source>The plan started on %1 (set by the chair).</source>
            <translation>计划于 %1 开始（由主席设定）。</translation>
        </message>
        <message>
            <source>The plan started on %1 (not set: the day of the evaluation's first audit entry).</source>
            <translation>计划于 %1 开始（未设定：评估第一条审计记录的日期）。</translation>
        </message>
        <message>
            <source>Overdue checks on %1: %2.</source>
            <translation>截至 %1 逾期的检查项：%2 项。</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Overdue</source>
            <translation>逾期</translation>
        </message>
        <message>
            <source>No owner</source>
            <translation>无负责人</translation>
        </message>
        <message>
            <source>Appendix: minutes of the committee's meetings</source>
            <translation>附录：评审委员会会议纪要</translation>
        </message>
        <message>
            <source>No meeting has been recorded.</source>
            <translation>尚未记录任何会议。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message numerus="yes">
            <source>%n open action(s) past their due date on %1.</source>
            <translation>
                <numerusform>截至 %1，有 %n 项未完成的待办事项已逾期。</numerusform>
            </translation>
        </message>
        <message>
            <source>Meeting of %1</source>
            <translation>%1 的会议</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>出席</translation>
        </message>
        <message>
            <source>Absent</source>
            <translation>缺席</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>序号</translation>
        </message>
        <message>
            <source>Agenda item</source>
            <translation>议程项</translation>
        </message>
        <message>
            <source>Agenda</source>
            <translation>议程</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>What it decided</source>
            <translation>所决定的内容</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>Action item</source>
            <translation>待办事项</translation>
        </message>
        <message>
            <source>, overdue</source>
            <translation>，已逾期</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>待办事项</translation>
        </message>
        <message>
            <source>Scheduling what-if (prediction)</source>
            <translation>调度假设分析（预测）</translation>
        </message>
        <message>
            <source>Every figure of this section is a prediction: advice beside the evidence, it never settles a gate.</source>
            <translation>本节所有数值均为预测：仅作为证据之外的参考，不能据此判定门槛项。</translation>
        </message>
        <message>
            <source>No job records are imported: there is nothing to replay.</source>
            <translation>尚未导入任务记录：没有可回放的内容。</translation>
        </message>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1（%2 至 %3）</translation>
        </message>
        <message>
            <source>Assumptions</source>
            <translation>假设</translation>
        </message>
        <message>
            <source>Calibration</source>
            <translation>校准</translation>
        </message>
        <message>
            <source>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs.</source>
            <translation>已校准：按现状策略回放，在 20 % 与 5 分钟两者中较大者的误差以内重现了实测的 P50 和 P90 排队时间（整体及每个已开始任务不少于 %1 个的团队）。</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every prediction below is uncalibrated.</source>
            <translation>未校准：按现状策略回放未能在 20 % 与 5 分钟两者中较大者的误差以内重现实测排队时间；以下所有预测均未经校准。</translation>
        </message>
        <message>
            <source>Today's policy: %1</source>
            <translation>现状策略：%1</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>分组</translation>
        </message>
        <message>
            <source>Jobs started</source>
            <translation>已开始任务数</translation>
        </message>
        <message>
            <source>Measured P50</source>
            <translation>实测 P50</translation>
        </message>
        <message>
            <source>Replayed P50</source>
            <translation>回放 P50</translation>
        </message>
        <message>
            <source>Measured P90</source>
            <translation>实测 P90</translation>
        </message>
        <message>
            <source>Replayed P90</source>
            <translation>回放 P90</translation>
        </message>
        <message>
            <source>Within tolerance</source>
            <translation>是否在容差内</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>全部任务</translation>
        </message>
        <message>
            <source>not checked (under %1 jobs)</source>
            <translation>未检查（不足 %1 个任务）</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message numerus="yes">
            <source>Measured against replayed queue waits (median and range over %n seeds)</source>
            <translation>
                <numerusform>实测与回放的排队时间对比（%n 个种子的中位数及范围）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: prediction</source>
            <translation>%1：预测</translation>
        </message>
        <message>
            <source>%1: uncalibrated prediction</source>
            <translation>%1：未校准的预测</translation>
        </message>
        <message>
            <source>Policy: %1.</source>
            <translation>策略：%1。</translation>
        </message>
        <message>
            <source>Assumed, not the committee's: %1.</source>
            <translation>此为假设，并非评审委员会确定的策略：%1。</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Predicted P90</source>
            <translation>预测 P90</translation>
        </message>
        <message>
            <source>%1: P90 queue wait per team, measured and predicted</source>
            <translation>%1：各团队 P90 排队时间，实测与预测</translation>
        </message>
        <message>
            <source>%1: P90 queue wait per team, measured and predicted (uncalibrated)</source>
            <translation>%1：各团队 P90 排队时间，实测与预测（未校准）</translation>
        </message>
        <message>
            <source>Improvement targets: none that the replay predicts.</source>
            <translation>改进目标：没有回放可预测的目标。</translation>
        </message>
        <message numerus="yes">
            <source>Improvement targets predicted to be met: none of %n.</source>
            <translation>
                <numerusform>预计可达成的改进目标：%n 个中一个也没有。</numerusform>
            </translation>
        </message>
        <message>
            <source>Improvement targets predicted to be met: %1.</source>
            <translation>预计可达成的改进目标：%1。</translation>
        </message>
        <message>
            <source>%1 before %2</source>
            <translation>%1 优于 %2</translation>
        </message>
        <message>
            <source>Ranking: the candidates' predicted P90 ranges overlap; the replay ranks none.</source>
            <translation>排序：各候选方案预测的 P90 范围相互重叠，回放不对任何方案排序。</translation>
        </message>
        <message>
            <source>Ranking by predicted P90 wait of all jobs, only where the ranges over the seeds do not overlap: %1. Pairs not named overlap and are not ranked.</source>
            <translation>按全部任务的预测 P90 排队时间排序，仅限各种子下范围不重叠的方案：%1。未列出的方案两两重叠，不排序。</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReportCommand</name>
        <message>
            <source>Write the decision report as PDF or ODT (by the suffix of OUT): cover with the fingerprint, decision summary, gate results, bonus ranking, PoC, baseline, three-year TCO, risks and acceptance conditions, and the requirements matrix. Never writes to FILE.</source>
            <translation>将决策报告写成 PDF 或 ODT（由 OUT 的后缀决定）：含指纹的封面、决策摘要、门槛项结果、加分项排名、PoC、基线、三年 TCO、风险和验收条件，以及需求矩阵。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The report to write (.pdf or .odt).</source>
            <translation>要写出的报告（.pdf 或 .odt）。</translation>
        </message>
        <message>
            <source>The report's date and the as-of date of every verdict and waiver in it, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation>报告日期，也是报告中所有结论和豁免的评估基准日，格式 YYYY-MM-DD（默认：评估的基准日，否则为今天）。</translation>
        </message>
        <message>
            <source>A confidentiality label, printed on every page and as a watermark (e.g. 内部资料 or Internal).</source>
            <translation>密级标注，印在每一页上并作为水印（例如“内部资料”或“Internal”）。</translation>
        </message>
        <message>
            <source>Leave out every price and TCO figure (for a version shown while vendors are in the room).</source>
            <translation>省略所有价格和 TCO 数据（用于厂商在场时展示的版本）。</translation>
        </message>
        <message>
            <source>report needs -o OUT.pdf or -o OUT.odt</source>
            <translation>report 需要 -o OUT.pdf 或 -o OUT.odt</translation>
        </message>
        <message>
            <source>the report is written as .pdf or .odt, not %1</source>
            <translation>报告只能写成 .pdf 或 .odt，不能是 %1</translation>
        </message>
        <message>
            <source>the report cannot replace the evaluation file</source>
            <translation>报告不能替换评估文件</translation>
        </message>
        <message>
            <source>gatebench: warning: %1
</source>
            <translation>gatebench：警告：%1
</translation>
        </message>
        <message>
            <source>cannot write the report in %1: %2</source>
            <translation>无法写出 %1 版报告：%2</translation>
        </message>
        <message>
            <source>the label is longer than %1 characters</source>
            <translation>标签超过 %1 个字符</translation>
        </message>
        <message>
            <source>Wrote %1 (fingerprint %2, audit chain head %3).
</source>
            <translation>已写出 %1（指纹 %2，审计链头 %3）。
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReportPage</name>
        <message>
            <source>Decision report</source>
            <translation>决策报告</translation>
        </message>
        <message>
            <source>Chinese</source>
            <translation>中文</translation>
        </message>
        <message>
            <source>English</source>
            <translation>英文</translation>
        </message>
        <message>
            <source>The report's date and the as-of date of every verdict and waiver in it</source>
            <translation>报告日期，也是报告中所有结论和豁免的评估基准日</translation>
        </message>
        <message>
            <source>Confidentiality label, e.g. Internal</source>
            <translation>密级标注，例如“内部资料”</translation>
        </message>
        <message>
            <source>Hide prices and TCO figures</source>
            <translation>隐藏价格和 TCO 数据</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>语言：</translation>
        </message>
        <message>
            <source>Date:</source>
            <translation>日期：</translation>
        </message>
        <message>
            <source>Label:</source>
            <translation>密级：</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>导出 PDF…</translation>
        </message>
        <message>
            <source>Export ODT…</source>
            <translation>导出 ODT…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>打印…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>打开所在文件夹</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>What the committee recommends and signs. The report prints it; every save is a step of Edit &gt; Undo and is recorded in the audit log.</source>
            <translation>委员会推荐并签署的内容。报告会打印这些内容；每次保存都是“编辑 &gt; 撤销”中的一个步骤，并记入审计日志。</translation>
        </message>
        <message>
            <source>One risk a line</source>
            <translation>每行一项风险</translation>
        </message>
        <message>
            <source>One assumption a line</source>
            <translation>每行一项假设</translation>
        </message>
        <message>
            <source>One condition a line</source>
            <translation>每行一项条件</translation>
        </message>
        <message>
            <source>How the organisation leaves the chosen option</source>
            <translation>组织如何退出所选方案</translation>
        </message>
        <message>
            <source>Names of those who sign off, separated by commas</source>
            <translation>签署人姓名，以逗号分隔</translation>
        </message>
        <message>
            <source>Recommended option:</source>
            <translation>推荐方案：</translation>
        </message>
        <message>
            <source>Alternative option:</source>
            <translation>备选方案：</translation>
        </message>
        <message>
            <source>Unresolved risks:</source>
            <translation>未解决风险：</translation>
        </message>
        <message>
            <source>Key assumptions:</source>
            <translation>关键假设：</translation>
        </message>
        <message>
            <source>Acceptance conditions:</source>
            <translation>验收条件：</translation>
        </message>
        <message>
            <source>Exit path:</source>
            <translation>退出路径：</translation>
        </message>
        <message>
            <source>Signed off by:</source>
            <translation>签署人：</translation>
        </message>
        <message>
            <source>Save the record</source>
            <translation>保存记录</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>放弃更改</translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>未打开任何评估。请使用“文件 &gt; 新建”或“文件 &gt; 打开”。</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>Suggested by the decision engine on %1, not yet the committee's: no decision record is saved. Edit the suggestions and save to make it the record the report prints.</source>
            <translation>由决策引擎于 %1 提出的建议，尚未经委员会确认：尚未保存决策记录。编辑这些建议并保存后，即成为报告所打印的记录。</translation>
        </message>
        <message>
            <source>No record saved yet.</source>
            <translation>尚未保存记录。</translation>
        </message>
        <message>
            <source>Signed on %1: a save makes a new version.</source>
            <translation>已于 %1 签署：再次保存将生成新版本。</translation>
        </message>
        <message>
            <source>Saved as of %1.</source>
            <translation>已保存（截至 %1）。</translation>
        </message>
        <message>
            <source>Unsaved changes.</source>
            <translation>有未保存的更改。</translation>
        </message>
        <message>
            <source>The alternative option must differ from the recommended option.</source>
            <translation>备选方案必须与推荐方案不同。</translation>
        </message>
        <message>
            <source>Decision report %1</source>
            <translation>决策报告 %1</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>OpenDocument text (*.odt)</source>
            <translation>OpenDocument 文本 (*.odt)</translation>
        </message>
        <message>
            <source>Export the decision report</source>
            <translation>导出决策报告</translation>
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation>导出已取消：未写入任何内容。</translation>
        </message>
        <message>
            <source>Updating the preview…</source>
            <translation>正在更新预览…</translation>
        </message>
        <message>
            <source>The report could not be made: %1</source>
            <translation>无法生成报告：%1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Wrote %1.</source>
            <translation>已写入 %1。</translation>
        </message>
        <message>
            <source>Preview: %1 of %2 pages</source>
            <translation>预览：已显示 %1 页，共 %2 页</translation>
        </message>
        <message>
            <source>The report as it prints, %1 pages; it follows every change of the evaluation.</source>
            <translation>报告的打印效果，共 %1 页；随评估的每次更改同步更新。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReportWriter</name>
        <message>
            <source>Fingerprint %1</source>
            <translation>指纹 %1</translation>
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation>无法开始生成 PDF</translation>
        </message>
        <message>
            <source>cannot write the PDF: %1</source>
            <translation>无法写入 PDF：%1</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Chart: %1 (drawn in the PDF report)</source>
            <translation>图表：%1（绘制于 PDF 报告中）</translation>
        </message>
        <message>
            <source>column %1 of %2</source>
            <translation>第 %1 列，共 %2 列</translation>
        </message>
        <message>
            <source>columns %1–%2 of %3</source>
            <translation>第 %1–%2 列，共 %3 列</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>… continued in note %1 at the end of the report</source>
            <translation>……续见报告末尾的附注 %1</translation>
        </message>
        <message>
            <source>row %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>Long texts in full</source>
            <translation>长文本全文</translation>
        </message>
        <message>
            <source>A table cell shows at most %1 lines: each longer text is cut there, marked with the number of its note, and given here in full.</source>
            <translation>表格单元格最多显示 %1 行：更长的文本在此截断，注明附注编号，并在此处给出全文。</translation>
        </message>
        <message>
            <source>Note %1: %2</source>
            <translation>附注 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::RequirementsPage</name>
        <message>
            <source>Requirements</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Matrix</source>
            <translation>矩阵</translation>
        </message>
        <message>
            <source>Assessments</source>
            <translation>评审</translation>
        </message>
        <message>
            <source>Gate criteria must all pass and are never averaged; bonus criteria are scored only for candidates that pass every gate; deferred items wait for an owner and take no part in any verdict or score.</source>
            <translation>门槛项必须全部通过，且从不参与平均；加分项只对通过全部门槛项的候选方案评分；暂缓项等待指定负责人，不参与任何结论或评分。</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Add a requirement to the tier of the selected row (Insert)</source>
            <translation>在所选行所属层级中添加需求（Insert）</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>上移</translation>
        </message>
        <message>
            <source>Within its tier (Ctrl+Up); drag a row to move it too</source>
            <translation>在所属层级内移动（Ctrl+Up）；也可以拖动行来移动</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>下移</translation>
        </message>
        <message>
            <source>Within its tier (Ctrl+Down)</source>
            <translation>在所属层级内移动（Ctrl+Down）</translation>
        </message>
        <message>
            <source>Paste rows</source>
            <translation>粘贴行</translation>
        </message>
        <message>
            <source>Add rows copied from Excel or WPS: title, tier, category, owner, acceptance (Ctrl+V)</source>
            <translation>添加从 Excel 或 WPS 复制的行：标题、层级、类别、负责人、验收标准（Ctrl+V）</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>导出 CSV…</translation>
        </message>
        <message>
            <source>&lt;b&gt;Acceptance:&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;验收标准：&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>Add requirement</source>
            <translation>添加需求</translation>
        </message>
        <message>
            <source>Title of the new %1 requirement (you can change its tier, category and the other language later):</source>
            <translation>新需求的标题（层级：%1；层级、类别和另一种语言的内容可以稍后修改）：</translation>
        </message>
        <message>
            <source>This also removes its %1 verdicts and notes, %2 bonus scores and %3 evidence files.</source>
            <translation>这也会删除它的 %1 条结论及说明、%2 个加分项得分和 %3 个证据文件。</translation>
        </message>
        <message>
            <source>Remove requirement</source>
            <translation>删除需求</translation>
        </message>
        <message>
            <source>Remove "%1" from this evaluation?</source>
            <translation>要从此评估中删除“%1”吗？</translation>
        </message>
        <message>
            <source>You can undo this with Edit &gt; Undo.</source>
            <translation>可以通过“编辑 &gt; 撤销”撤回此操作。</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Added %1 requirements as one step (Edit &gt; Undo takes them back).</source>
            <translation>已作为一个步骤添加 %1 条需求（可通过“编辑 &gt; 撤销”撤回）。</translation>
        </message>
        <message>
            <source>Export requirements as CSV</source>
            <translation>将需求导出为 CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Exported %1 requirements to %2.</source>
            <translation>已将 %1 条需求导出到 %2。</translation>
        </message>
        <message>
            <source>Export vendor questionnaire…</source>
            <translation>导出厂商问卷…</translation>
        </message>
        <message>
            <source>One CSV file per candidate with the questions written for the vendors, in the language you choose; File &gt; Import (answers) brings the answers back as evidence.</source>
            <translation>每个候选方案一个 CSV 文件，包含为厂商撰写的问题，语言可选；用“文件 &gt; 导入”（厂商答复）把答复作为证据导回。</translation>
        </message>
        <message>
            <source>Edit question for the vendors…</source>
            <translation>编辑厂商问题…</translation>
        </message>
        <message>
            <source>What the vendor questionnaire asks about this requirement, in Chinese and in English; the acceptance rule is never sent.</source>
            <translation>厂商问卷就此需求向厂商提出的问题（中文和英文）；验收规则从不发出。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Question for the vendors:&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;厂商问题：&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Question for the vendors&lt;/b&gt; (from the title; none written yet): %1</source>
            <translation>&lt;b&gt;厂商问题&lt;/b&gt;（尚未撰写，按标题生成）：%1</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n questionnaire(s) to %1.</source>
            <translation>
                <numerusform>已将 %n 份问卷写入 %1。</numerusform>
            </translation>
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation>厂商问题</translation>
        </message>
        <message>
            <source>What the vendor questionnaire asks about "%1". The acceptance rule and the scoring rubric stay with the committee. Left empty, the questionnaire asks from the title (or uses the other language's question).</source>
            <translation>厂商问卷就“%1”提出的问题。验收规则和评分细则只留在委员会内部。留空时，问卷按标题提问（或使用另一种语言的问题）。</translation>
        </message>
        <message>
            <source>In Chinese:</source>
            <translation>中文：</translation>
        </message>
        <message>
            <source>In English:</source>
            <translation>英文：</translation>
        </message>
        <message>
            <source>Metric rule…</source>
            <translation>指标规则…</translation>
        </message>
        <message>
            <source>Compute this gate's verdict from the PoC runs: a scenario, a metric, a threshold and the minimum number of runs</source>
            <translation>由 PoC 运行计算此门槛项的结论：一个场景、一个指标、一个门槛值和最少运行次数</translation>
        </message>
        <message>
            <source>&lt;b&gt;Metric rule&lt;/b&gt; (the verdict is computed from the PoC runs): %1</source>
            <translation>&lt;b&gt;指标规则&lt;/b&gt;（结论由 PoC 运行计算）：%1</translation>
        </message>
        <message>
            <source>Metric rule</source>
            <translation>指标规则</translation>
        </message>
        <message>
            <source>The verdict of "%1" is computed from the PoC runs: Pass when the figure meets the threshold over at least the minimum number of runs, Fail when it does not, Unknown with too few runs, and "borderline, needs review" within the band around the threshold. The chair can override it with a reason.</source>
            <translation>“%1”的结论由 PoC 运行计算：运行次数达到最少次数且数值达到门槛为“通过”，未达到为“不通过”，运行次数不足为“未知”，数值处于门槛附近的区间内为“临界，需要复核”。主席可以附理由作出裁定。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>PoC scenario:</source>
            <translation>PoC 场景：</translation>
        </message>
        <message>
            <source>Metric:</source>
            <translation>指标：</translation>
        </message>
        <message>
            <source>Comparison:</source>
            <translation>比较方式：</translation>
        </message>
        <message>
            <source>Threshold:</source>
            <translation>门槛值：</translation>
        </message>
        <message>
            <source>Borderline band (either side):</source>
            <translation>临界区间（门槛两侧）：</translation>
        </message>
        <message>
            <source>At least this many runs:</source>
            <translation>最少运行次数：</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分钟</translation>
        </message>
        <message>
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <source>Clear rule</source>
            <translation>清除规则</translation>
        </message>
        <message>
            <source>Id in import and export files: %1</source>
            <translation>导入和导出文件中使用的编号：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::RoundCommand</name>
        <message>
            <source>open, sealed</source>
            <translation>已开启，已封存</translation>
        </message>
        <message>
            <source>closed, sealed</source>
            <translation>已关闭，已封存</translation>
        </message>
        <message>
            <source>revealed</source>
            <translation>已揭晓</translation>
        </message>
        <message>
            <source>Open a scoring round (the chair's): every member scores its cells without seeing the others' scores; bonus scores, ranks and everything derived from them are sealed until it is revealed.</source>
            <translation>开启评分轮次（由主席操作）：每位成员在看不到他人评分的情况下为其单元格评分；在揭晓之前，加分、排名以及由此得出的一切均被封存。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>A bonus criterion of the round (repeatable; default: every one).</source>
            <translation>本轮次的一个加分项（可重复；默认：全部加分项）。</translation>
        </message>
        <message>
            <source>A candidate of the round (repeatable; default: every candidate not eliminated on the evaluation date).</source>
            <translation>本轮次的一个候选方案（可重复；默认：在评估日期未被淘汰的全部候选方案）。</translation>
        </message>
        <message>
            <source>The deadline for scores, YYYY-MM-DD.</source>
            <translation>评分截止日期，YYYY-MM-DD。</translation>
        </message>
        <message>
            <source>Hide prices and TCO figures from the members until it is revealed.</source>
            <translation>在揭晓之前向成员隐藏价格和 TCO 数据。</translation>
        </message>
        <message numerus="yes">
            <source>Opened scoring round %1 on %n cell(s); it is sealed until the chair reveals it.
</source>
            <translation>
                <numerusform>已开启评分轮次 %1，共 %n 个单元格；在主席揭晓之前保持封存。
</numerusform>
            </translation>
        </message>
        <message>
            <source>Close a scoring round (the chair's): it takes no more scores and stays sealed until it is revealed.</source>
            <translation>关闭评分轮次（由主席操作）：不再接受评分，并在揭晓之前保持封存。</translation>
        </message>
        <message>
            <source>The round to close (default: the one open round).</source>
            <translation>要关闭的轮次（默认：唯一开启的轮次）。</translation>
        </message>
        <message>
            <source>--round takes a round number</source>
            <translation>--round 需要一个轮次编号</translation>
        </message>
        <message>
            <source>no scoring round is open</source>
            <translation>没有开启的评分轮次</translation>
        </message>
        <message>
            <source>several scoring rounds are open: name one with --round</source>
            <translation>有多个开启的评分轮次：请用 --round 指定一个</translation>
        </message>
        <message>
            <source>Closed scoring round %1: it takes no more scores and stays sealed.
</source>
            <translation>已关闭评分轮次 %1：不再接受评分，并保持封存。
</translation>
        </message>
        <message>
            <source>List the scoring rounds and, for each sealed one, every member's progress: cells scored out of cells assigned (never the values). Never writes to FILE.</source>
            <translation>列出评分轮次，以及每个封存轮次中各成员的进度：已评分的单元格数 / 分配的单元格数（从不显示分值）。不会写入 FILE。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>No scoring round.</source>
            <translation>没有评分轮次。</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2, %n cell(s)</source>
            <translation>
                <numerusform>轮次 %1：%2，%n 个单元格</numerusform>
            </translation>
        </message>
        <message>
            <source>, deadline %1</source>
            <translation>，截止日期 %1</translation>
        </message>
        <message>
            <source>, prices hidden from members</source>
            <translation>，价格对成员隐藏</translation>
        </message>
        <message>
            <source>%1 (%2): %3 of %4 cells scored</source>
            <translation>%1（%2）：已评分 %3 / %4 个单元格</translation>
        </message>
        <message>
            <source>round takes open, close, status or reveal</source>
            <translation>round 的操作为 open、close、status 或 reveal</translation>
        </message>
        <message>
            <source>Usage: gatebench round open|close|status|reveal FILE ... (see gatebench round open --help)
</source>
            <translation>用法：gatebench round open|close|status|reveal FILE ...（参见 gatebench round open --help）
</translation>
        </message>
        <message>
            <source>Record a committee member's bonus score (0-5) of a cell, with a note, acting as that member: one undoable, audited step. A score given while an open scoring round covers the cell belongs to that round.</source>
            <translation>以评审委员会成员的身份记录其对一个单元格的加分项评分（0-5）及备注：一个可撤销、记入审计日志的步骤。在覆盖该单元格的评分轮次开启期间给出的评分属于该轮次。</translation>
        </message>
        <message>
            <source>The member who scores (id).</source>
            <translation>评分的成员（编号）。</translation>
        </message>
        <message>
            <source>The candidate (id).</source>
            <translation>候选方案（编号）。</translation>
        </message>
        <message>
            <source>The bonus criterion (id).</source>
            <translation>加分项（编号）。</translation>
        </message>
        <message>
            <source>The score, 0 to 5.</source>
            <translation>评分，0 到 5。</translation>
        </message>
        <message>
            <source>The member's note on the score.</source>
            <translation>成员对该评分的备注。</translation>
        </message>
        <message>
            <source>score needs --%1</source>
            <translation>score 需要 --%1</translation>
        </message>
        <message>
            <source>--score takes a number from 0 to 5</source>
            <translation>--score 需要 0 到 5 之间的数字</translation>
        </message>
        <message>
            <source>Recorded %1's score of %2 on %3.
</source>
            <translation>已记录 %1 对 %2 在 %3 上的评分。
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::RoundCommands</name>
        <message>
            <source>open or close a scoring round</source>
            <translation>开启或关闭评分轮次</translation>
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus criteria are scored in a round.</source>
            <translation>%1 不是加分项：轮次中只对加分项评分。</translation>
        </message>
        <message>
            <source>There is no criterion %1.</source>
            <translation>没有评估项 %1。</translation>
        </message>
        <message>
            <source>There is no candidate %1.</source>
            <translation>没有候选方案 %1。</translation>
        </message>
        <message>
            <source>%1 on %2 is already in scoring round %3, which is not revealed yet.</source>
            <translation>%1 在 %2 上的单元格已在尚未揭晓的评分轮次 %3 中。</translation>
        </message>
        <message>
            <source>A scoring round needs at least one bonus criterion and one candidate.</source>
            <translation>评分轮次至少需要一个加分项和一个候选方案。</translation>
        </message>
        <message numerus="yes">
            <source>open scoring round %1 on %n cell(s)</source>
            <translation>
                <numerusform>开启评分轮次 %1，共 %n 个单元格</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no scoring round %1.</source>
            <translation>没有评分轮次 %1。</translation>
        </message>
        <message>
            <source>Scoring round %1 is not open.</source>
            <translation>评分轮次 %1 未开启。</translation>
        </message>
        <message>
            <source>close scoring round %1</source>
            <translation>关闭评分轮次 %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::RoundDialogs</name>
        <message>
            <source>Open a scoring round</source>
            <translation>开启评分轮次</translation>
        </message>
        <message>
            <source>Every member scores every bonus criterion of every candidate not eliminated, on their own. Until you reveal the round, each member sees only their own scores; bonus scores, ranks and the recommendation are shown as sealed to everyone.</source>
            <translation>每位成员独立为每个未被淘汰的候选方案的每个加分项评分。在您揭晓本轮次之前，每位成员只能看到自己的评分；加分、排名和推荐对所有人都显示为已封存。</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>截止日期</translation>
        </message>
        <message>
            <source>Hide prices and TCO figures from the members until it is revealed</source>
            <translation>在揭晓之前向成员隐藏价格和 TCO 数据</translation>
        </message>
        <message>
            <source>Open the round</source>
            <translation>开启轮次</translation>
        </message>
        <message>
            <source>Close the scoring round</source>
            <translation>关闭评分轮次</translation>
        </message>
        <message>
            <source>No scoring round is open.</source>
            <translation>没有开启的评分轮次。</translation>
        </message>
        <message>
            <source>Close scoring round %1? It takes no more scores and stays sealed until it is revealed.</source>
            <translation>关闭评分轮次 %1？关闭后不再接受评分，并在揭晓之前保持封存。</translation>
        </message>
        <message>
            <source>Scoring round progress</source>
            <translation>评分轮次进度</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>Member</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>Cells scored</source>
            <translation>已评分单元格</translation>
        </message>
        <message>
            <source>Cells assigned</source>
            <translation>分配的单元格</translation>
        </message>
        <message>
            <source>No scoring round is sealed.</source>
            <translation>没有封存中的评分轮次。</translation>
        </message>
        <message>
            <source>Counts only: the scores stay sealed.</source>
            <translation>仅显示计数：评分保持封存。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SacctReader</name>
        <message>
            <source>Unknown time zone</source>
            <translation>未知的时区</translation>
        </message>
        <message>
            <source>A task type pattern needs the field it applies to</source>
            <translation>任务类型的匹配模式需要指定所应用的字段</translation>
        </message>
        <message>
            <source>Invalid task type pattern %1: %2</source>
            <translation>任务类型匹配模式 %1 无效：%2</translation>
        </message>
        <message>
            <source>Invalid reading limits</source>
            <translation>读取限制无效</translation>
        </message>
        <message>
            <source>The field list must name JobID, State and Submit</source>
            <translation>字段列表必须包含 JobID、State 和 Submit</translation>
        </message>
        <message>
            <source>The field list does not name %1, the task type field</source>
            <translation>字段列表不包含任务类型字段 %1</translation>
        </message>
        <message>
            <source>The first line is not a sacct header (no JobID field): give the --format field list the file was written with</source>
            <translation>第一行不是 sacct 表头（没有 JobID 字段）：请给出导出该文件时使用的 --format 字段列表</translation>
        </message>
        <message>
            <source>The header names the fields %1, the given field list %2</source>
            <translation>表头的字段为 %1，而给出的字段列表为 %2</translation>
        </message>
        <message>
            <source>The header must name JobID, State and Submit</source>
            <translation>表头必须包含 JobID、State 和 Submit</translation>
        </message>
        <message>
            <source>The file has no field %1, the task type field</source>
            <translation>文件中没有任务类型字段 %1</translation>
        </message>
        <message>
            <source>No field %1: %2</source>
            <translation>没有字段 %1：%2</translation>
        </message>
        <message>
            <source>no job has a team</source>
            <translation>没有任何任务带有团队</translation>
        </message>
        <message>
            <source>no job has a user</source>
            <translation>没有任何任务带有用户</translation>
        </message>
        <message>
            <source>no job has started</source>
            <translation>没有任何任务已开始</translation>
        </message>
        <message>
            <source>no job has ended</source>
            <translation>没有任何任务已结束</translation>
        </message>
        <message>
            <source>every job counts 0 GPUs</source>
            <translation>每个任务的 GPU 数都是 0</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2</source>
            <translation>有 %1 个字段，而表头有 %2 个</translation>
        </message>
        <message>
            <source>No JobID</source>
            <translation>没有 JobID</translation>
        </message>
        <message>
            <source>JobID %1 names no job</source>
            <translation>JobID %1 没有对应的任务</translation>
        </message>
        <message>
            <source>Unknown job state %1</source>
            <translation>未知的任务状态 %1</translation>
        </message>
        <message>
            <source>%1 is not a time (YYYY-MM-DDTHH:MM:SS)</source>
            <translation>%1 不是时间（格式为 YYYY-MM-DDTHH:MM:SS）</translation>
        </message>
        <message>
            <source>%1 does not exist in %2: the clocks moved forward over it</source>
            <translation>%1 在 %2 中不存在：时钟在此拨快跳过了它</translation>
        </message>
        <message>
            <source>No submit time</source>
            <translation>没有提交时间</translation>
        </message>
        <message>
            <source>Starts before it was submitted</source>
            <translation>开始时间早于提交时间</translation>
        </message>
        <message>
            <source>Ends before it started</source>
            <translation>结束时间早于开始时间</translation>
        </message>
        <message>
            <source>Left the queue before it was submitted</source>
            <translation>离开队列的时间早于提交时间</translation>
        </message>
        <message>
            <source>A negative GPU count</source>
            <translation>GPU 数为负</translation>
        </message>
        <message>
            <source>A GPU count that is not a number</source>
            <translation>GPU 数不是数字</translation>
        </message>
        <message>
            <source>Step %1 comes without the line of its job %2: it is left out</source>
            <translation>任务步 %1 没有其任务 %2 的记录行：已略去</translation>
        </message>
        <message>
            <source>Job %1 appears again after more than %2 other jobs: its records must be closer to be folded</source>
            <translation>任务 %1 在超过 %2 个其他任务之后再次出现：其记录须相距更近才能合并</translation>
        </message>
        <message>
            <source>Job %1 appears again, and its earlier record was not requeued</source>
            <translation>任务 %1 再次出现，而其先前的记录不是重新排队</translation>
        </message>
        <message>
            <source>Line longer than %1 bytes; it was skipped</source>
            <translation>该行超过 %1 字节，已跳过</translation>
        </message>
        <message>
            <source>Cannot read the file: %1</source>
            <translation>无法读取文件：%1</translation>
        </message>
        <message>
            <source>The file holds no jobs</source>
            <translation>文件中没有任务</translation>
        </message>
        <message>
            <source>Cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
        <message>
            <source>the header line cannot be used</source>
            <translation>表头行无法使用</translation>
        </message>
        <message>
            <source>more or fewer fields than the header</source>
            <translation>字段数与表头不一致</translation>
        </message>
        <message>
            <source>the line is too long</source>
            <translation>行过长</translation>
        </message>
        <message>
            <source>no job id</source>
            <translation>没有任务编号</translation>
        </message>
        <message>
            <source>a job state Slurm does not have</source>
            <translation>Slurm 中不存在的任务状态</translation>
        </message>
        <message>
            <source>no submit time</source>
            <translation>没有提交时间</translation>
        </message>
        <message>
            <source>not a time</source>
            <translation>不是有效时间</translation>
        </message>
        <message>
            <source>a local time skipped by a daylight-saving change</source>
            <translation>因夏令时调整而跳过的本地时间</translation>
        </message>
        <message>
            <source>starts before it was submitted</source>
            <translation>开始时间早于提交时间</translation>
        </message>
        <message>
            <source>ends before it started</source>
            <translation>结束时间早于开始时间</translation>
        </message>
        <message>
            <source>left the queue before it was submitted</source>
            <translation>离开队列的时间早于提交时间</translation>
        </message>
        <message>
            <source>a GPU count that is not a number</source>
            <translation>GPU 数不是数字</translation>
        </message>
        <message>
            <source>a negative GPU count</source>
            <translation>GPU 数为负</translation>
        </message>
        <message>
            <source>a job id again whose earlier record was not requeued</source>
            <translation>任务编号重复，且其先前的记录不是重新排队</translation>
        </message>
        <message>
            <source>a record of a job too far from its other records</source>
            <translation>任务的某条记录与其其他记录相距过远</translation>
        </message>
        <message>
            <source>a step without its job</source>
            <translation>任务步缺少所属任务</translation>
        </message>
        <message>
            <source>a field the file does not have</source>
            <translation>文件中没有的字段</translation>
        </message>
        <message>
            <source>more GPUs than one job can hold</source>
            <translation>单个任务的 GPU 数超出上限</translation>
        </message>
        <message>
            <source>More than %L1 GPUs for one job</source>
            <translation>单个任务的 GPU 超过 %L1 块</translation>
        </message>
        <message>
            <source>a time before 2000 or more than a year ahead</source>
            <translation>早于 2000 年或晚于一年以后的时间</translation>
        </message>
        <message>
            <source>a label longer than 200 characters</source>
            <translation>超过 200 个字符的标签</translation>
        </message>
        <message>
            <source>a job already in the evaluation, its record no later</source>
            <translation>评估中已有的任务，且该记录并非更晚阶段</translation>
        </message>
        <message>
            <source>a file imported before</source>
            <translation>此前已导入过的文件</translation>
        </message>
        <message>
            <source>The job id</source>
            <translation>任务编号</translation>
        </message>
        <message>
            <source>The partition</source>
            <translation>分区</translation>
        </message>
        <message>
            <source>The GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>The team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>The user</source>
            <translation>用户</translation>
        </message>
        <message>
            <source>The cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>The task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>%1 is longer than %2 characters</source>
            <translation>%1 超过 %2 个字符</translation>
        </message>
        <message>
            <source>%1 is before %2: not a time of this cluster's jobs</source>
            <translation>%1 早于 %2：不可能是本集群任务的时间</translation>
        </message>
        <message>
            <source>%1 is after %2, more than %3 days after the import and the evaluation's date</source>
            <translation>%1 晚于 %2，比导入时间和评估日期中较晚者晚 %3 天以上</translation>
        </message>
        <message>
            <source>an array range that lists no task an array can have</source>
            <translation>数组范围中没有任何数组可能有的任务</translation>
        </message>
        <message>
            <source>the fields are separated by another delimiter</source>
            <translation>字段由另一种分隔符分隔</translation>
        </message>
        <message>
            <source>a free-text field holding the delimiter, read as one field</source>
            <translation>自由文本字段中含有分隔符，已按一个字段读取</translation>
        </message>
        <message>
            <source>The delimiter must be one or more characters on one line</source>
            <translation>分隔符必须是同一行内的一个或多个字符</translation>
        </message>
        <message>
            <source>The fields look separated by %1: use --delimiter %2</source>
            <translation>这些字段看起来是用 %1 分隔的：请使用 --delimiter %2</translation>
        </message>
        <message>
            <source>The line does not end with %1 as the file's lines do (sacct --parsable)</source>
            <translation>该行不像文件中其他行那样以 %1 结尾（sacct --parsable）</translation>
        </message>
        <message>
            <source>The record of lines %1-%2 has %3 fields where the header has %4; it is not read</source>
            <translation>第 %1-%2 行的记录有 %3 个字段，而表头有 %4 个；该记录未被读取</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, and no free-text field that could hold a %3</source>
            <translation>有 %1 个字段，而表头有 %2 个，且没有可以容纳 %3 的自由文本字段</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, and no free-text field (%3) can hold the extra ones</source>
            <translation>有 %1 个字段，而表头有 %2 个，且没有哪个自由文本字段（%3）能容纳多出的字段</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2: the extra ones may belong to %3; the line is not read</source>
            <translation>有 %1 个字段，而表头有 %2 个：多出的字段可能属于 %3；该行未被读取</translation>
        </message>
        <message>
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <source>%1 fields where the header has %2: %3 holds %4 (sacct --parsable2 does not escape it), read as one field</source>
            <translation>有 %1 个字段，而表头有 %2 个：%3 中含有 %4（sacct --parsable2 不会对其转义），已按一个字段读取</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, the last one unfinished</source>
            <translation>有 %1 个字段，而表头有 %2 个，最后一个字段没有结束</translation>
        </message>
        <message>
            <source>%1 lists no array task Slurm can have (task ids 0 to %2, written FIRST-LAST:STEP or FIRST, separated by commas, with an optional %MAX)</source>
            <translation>%1 中没有 Slurm 数组可能有的任务（任务编号为 0 到 %2，写作 FIRST-LAST:STEP 或 FIRST，以逗号分隔，可带 %MAX）</translation>
        </message>
        <message>
            <source>A range of array tasks that started: sacct writes each task that started on a line of its own</source>
            <translation>已开始的数组任务范围：sacct 会把每个已开始的任务单独写成一行</translation>
        </message>
        <message>
            <source>No NodeList, AllocTRES, AllocNodes or AllocCPUS field says whether job %1 was given nodes: a cancelled job whose Start is its End is taken as cancelled while pending, never started (said once)</source>
            <translation>没有 NodeList、AllocTRES、AllocNodes 或 AllocCPUS 字段能说明任务 %1 是否分配到了节点：Start 等于 End 的已取消任务按排队中被取消、从未开始处理（仅提示一次）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SealedRound</name>
        <message>
            <source>sealed</source>
            <translation>已封存</translation>
        </message>
        <message>
            <source>A scoring round is sealed: bonus scores, ranks, the recommended and alternative options and the close call are sealed until the chair reveals it. Gate statuses stand.</source>
            <translation>评分轮次已封存：在主席揭晓之前，加分、排名、推荐方案、备选方案以及是否为接近决策均已封存。门槛项状态不受影响。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ServerCommand</name>
        <message>
            <source>server takes exactly one server location, postgresql://ADMIN@HOST:PORT/DATABASE</source>
            <translation>server 只接受一个服务器位置：postgresql://管理员@主机:端口/数据库</translation>
        </message>
        <message>
            <source>The member %1 logs in as the role %2. Set its password on the server (ALTER ROLE "%2" PASSWORD ... or psql's \password "%2"); GateBench never sets or keeps it.
</source>
            <translation>委员 %1 以角色 %2 登录。请在服务器上设置其密码（ALTER ROLE "%2" PASSWORD ... 或 psql 的 \password "%2"）；GateBench 从不设置或保存密码。
</translation>
        </message>
        <message>
            <source>Put an evaluation on a PostgreSQL server under roles the database enforces (run by its administrator): init creates the evaluation when absent, its roles, grants and row-level security, and the chair; add-member gives a member a login role; remove-member takes it away.</source>
            <translation>让 PostgreSQL 服务器上的评估受数据库强制执行的角色约束（由其管理员运行）：init 在评估不存在时创建评估，并创建其角色、授权和行级安全策略以及主席；add-member 为委员创建登录角色；remove-member 收回该角色。</translation>
        </message>
        <message>
            <source>The database, as its administrator: postgresql://ADMIN@HOST:PORT/DATABASE</source>
            <translation>数据库，以其管理员身份：postgresql://管理员@主机:端口/数据库</translation>
        </message>
        <message>
            <source>The evaluation's name.</source>
            <translation>评估的名称。</translation>
        </message>
        <message>
            <source>The chair's member id (init).</source>
            <translation>主席的委员编号（init）。</translation>
        </message>
        <message>
            <source>The chair's name (init; default: the id).</source>
            <translation>主席的姓名（init；默认为编号）。</translation>
        </message>
        <message>
            <source>The member's id.</source>
            <translation>委员的编号。</translation>
        </message>
        <message>
            <source>The member's name (add-member).</source>
            <translation>委员的姓名（add-member）。</translation>
        </message>
        <message>
            <source>chair, member or observer (add-member; default: member).</source>
            <translation>chair（主席）、member（委员）或 observer（观察员）（add-member；默认 member）。</translation>
        </message>
        <message>
            <source>server init takes --chair ID</source>
            <translation>server init 需要 --chair 编号</translation>
        </message>
        <message>
            <source>Created %1 and put it under its roles
</source>
            <translation>已创建 %1 并使其受角色约束
</translation>
        </message>
        <message>
            <source>Put %1 under its roles
</source>
            <translation>已使 %1 受角色约束
</translation>
        </message>
        <message>
            <source>server add-member takes --member ID</source>
            <translation>server add-member 需要 --member 编号</translation>
        </message>
        <message>
            <source>--permission takes chair, member or observer</source>
            <translation>--permission 只接受 chair、member 或 observer</translation>
        </message>
        <message>
            <source>server remove-member takes --member ID</source>
            <translation>server remove-member 需要 --member 编号</translation>
        </message>
        <message>
            <source>The role %1 of the member %2 can no longer log in nor read %3; the member's scores, seals, signatures and audit entries stay.
</source>
            <translation>委员 %2 的角色 %1 已不能再登录或读取 %3；该委员的评分、封签、签名和审计记录均保留。
</translation>
        </message>
        <message>
            <source>server takes init, add-member or remove-member, then URI</source>
            <translation>server 接受 init、add-member 或 remove-member，然后是 URI</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ServerOpenDialog</name>
        <message>
            <source>Open shared evaluation</source>
            <translation>打开共享评估</translation>
        </message>
        <message>
            <source>An evaluation on a PostgreSQL server, which every member of the committee opens from their own machine. Enter what the administrator gave you, or paste the whole location. No password here: GateBench asks for it when the server wants one and forgets it when it closes (or put it in ~/.pgpass).</source>
            <translation>存放在 PostgreSQL 服务器上的评估，每位委员都可在自己的电脑上打开。请填写管理员提供的信息，或粘贴完整的位置。此处不填密码：服务器需要时 GateBench 会询问，关闭后即忘记（也可写入 ~/.pgpass）。</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>服务器：</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>端口：</translation>
        </message>
        <message>
            <source>Database:</source>
            <translation>数据库：</translation>
        </message>
        <message>
            <source>User name:</source>
            <translation>用户名：</translation>
        </message>
        <message>
            <source>Evaluation:</source>
            <translation>评估：</translation>
        </message>
        <message>
            <source>Location (URI):</source>
            <translation>位置（URI）：</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Signoff</name>
        <message>
            <source>Not permitted for %1: %2</source>
            <translation>%1无权执行此操作：%2</translation>
        </message>
        <message>
            <source>No committee member has the id “%1”</source>
            <translation>没有编号为“%1”的评审委员会成员</translation>
        </message>
        <message>
            <source>an observer does not sign the decision</source>
            <translation>列席人员不在决策上签字</translation>
        </message>
        <message>
            <source>A dissent needs its reason in writing</source>
            <translation>反对意见须书面说明理由</translation>
        </message>
        <message>
            <source>Agreeing with reservations needs the reservations in writing</source>
            <translation>有保留地同意须书面写明保留意见</translation>
        </message>
        <message>
            <source>The decision is already frozen (since %1)</source>
            <translation>决策已被冻结（自 %1 起）</translation>
        </message>
        <message>
            <source>%1 of %2 members have signed the decision as it is: freezing it without every signature needs a reason (--reason)</source>
            <translation>%2 位成员中只有 %1 位在当前决策上签字：未全部签字时冻结决策须说明理由（--reason）</translation>
        </message>
        <message>
            <source>Reopening the decision needs a reason (--reason)</source>
            <translation>重新开启决策须说明理由（--reason）</translation>
        </message>
        <message>
            <source>The decision is not frozen: there is nothing to reopen</source>
            <translation>决策未被冻结：无需重新开启</translation>
        </message>
        <message>
            <source>Agree</source>
            <translation>同意</translation>
        </message>
        <message>
            <source>Agree with reservations</source>
            <translation>有保留地同意</translation>
        </message>
        <message>
            <source>Dissent</source>
            <translation>反对</translation>
        </message>
        <message>
            <source>freeze or reopen the decision</source>
            <translation>冻结或重新开放决策</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SignoffCommand</name>
        <message>
            <source>%1 of %2 members have signed the decision as it is.</source>
            <translation>%2 位成员中已有 %1 位在当前决策上签字。</translation>
        </message>
        <message>
            <source>Sign the decision record as a committee member: agree, agree with reservations, or dissent (the last two with the reason in writing). The signature records the fingerprint of the data signed. An observer does not sign (exit 6); a frozen decision takes no signature (exit 5).</source>
            <translation>以评审委员会成员身份在决策记录上签字：同意、有保留地同意或反对（后两者须书面说明理由）。签字会记录所签数据的指纹。列席人员不签字（退出码 6）；已冻结的决策不再接受签字（退出码 5）。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The member who signs (their id).</source>
            <translation>签字的成员（其编号）。</translation>
        </message>
        <message>
            <source>Agree with the decision.</source>
            <translation>同意该决策。</translation>
        </message>
        <message>
            <source>Agree with reservations, stated in TEXT.</source>
            <translation>有保留地同意，保留意见写在 TEXT 中。</translation>
        </message>
        <message>
            <source>Dissent, for the reason in TEXT.</source>
            <translation>反对，理由写在 TEXT 中。</translation>
        </message>
        <message>
            <source>sign needs --member ID</source>
            <translation>sign 需要 --member ID</translation>
        </message>
        <message>
            <source>sign takes exactly one of --agree, --reservations TEXT and --dissent TEXT</source>
            <translation>sign 只能且必须指定 --agree、--reservations TEXT 和 --dissent TEXT 之一</translation>
        </message>
        <message>
            <source>%1 signed: %2.</source>
            <translation>%1 已签字：%2。</translation>
        </message>
        <message>
            <source>Freeze the decision (the chair): records the report's fingerprint and the audit chain head; afterwards every edit of what the fingerprint covers is refused (exit 5) until the chair reopens it. Without every member's signature on the decision as it is, --reason is required.</source>
            <translation>冻结决策（评审主席）：记录报告的指纹和审计链头；此后凡会改动指纹所涵盖数据的编辑都将被拒绝（退出码 5），直到主席重新开启决策。若并非每位成员都已在当前决策上签字，必须提供 --reason。</translation>
        </message>
        <message>
            <source>Why the decision is frozen (required without every signature).</source>
            <translation>冻结决策的理由（未全部签字时必填）。</translation>
        </message>
        <message>
            <source>The decision is frozen.
Fingerprint: %1
Audit chain head: %2
</source>
            <translation>决策已冻结。
指纹：%1
审计链头：%2
</translation>
        </message>
        <message>
            <source>Reopen the frozen decision (the chair), with a reason: audited; the signatures are cleared and every member signs again.</source>
            <translation>重新开启已冻结的决策（评审主席），须说明理由：记入审计日志；所有签字随之清除，每位成员需重新签字。</translation>
        </message>
        <message>
            <source>Why the decision is reopened (required).</source>
            <translation>重新开启决策的理由（必填）。</translation>
        </message>
        <message>
            <source>reopen needs --reason TEXT</source>
            <translation>reopen 需要 --reason TEXT</translation>
        </message>
        <message>
            <source>The decision is reopened; the signatures are cleared.</source>
            <translation>决策已重新开启；签字已清除。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SignoffPanel</name>
        <message>
            <source>Sign-off</source>
            <translation>签字确认</translation>
        </message>
        <message>
            <source>Every member signs the decision as it is: agree, agree with reservations, or dissent (the last two with a reason). The chair freezes the decision once the signatures are in; afterwards no edit of what the report's fingerprint covers is written until the chair reopens it, which clears the signatures.</source>
            <translation>每位成员在当前决策上签字：同意、有保留地同意或反对（后两者须说明理由）。签字齐全后由评审主席冻结决策；此后凡会改动报告指纹所涵盖数据的编辑都不会写入，直到主席重新开启决策，届时所有签字随之清除。</translation>
        </message>
        <message>
            <source>Member</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>职能</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>意见</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>理由</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>签字时间</translation>
        </message>
        <message>
            <source>Sign…</source>
            <translation>签字…</translation>
        </message>
        <message>
            <source>Freeze…</source>
            <translation>冻结…</translation>
        </message>
        <message>
            <source>Reopen…</source>
            <translation>重新开启…</translation>
        </message>
        <message>
            <source>Frozen by %1 on %2 (fingerprint %3, audit chain head %4). Edits of what the fingerprint covers are refused until the chair reopens the decision.</source>
            <translation>由 %1 于 %2 冻结（指纹 %3，审计链头 %4）。在主席重新开启决策之前，凡会改动指纹所涵盖数据的编辑都将被拒绝。</translation>
        </message>
        <message>
            <source>Not frozen: %1 of %2 members have signed the decision as it is.</source>
            <translation>尚未冻结：%2 位成员中已有 %1 位在当前决策上签字。</translation>
        </message>
        <message>
            <source>not signed</source>
            <translation>未签字</translation>
        </message>
        <message>
            <source>(on earlier data: to sign again)</source>
            <translation>（签于较早的数据：须重新签字）</translation>
        </message>
        <message>
            <source> (chair)</source>
            <translation>（主席）</translation>
        </message>
        <message>
            <source>Sign the decision</source>
            <translation>在决策上签字</translation>
        </message>
        <message>
            <source>Member:</source>
            <translation>成员：</translation>
        </message>
        <message>
            <source>Choice:</source>
            <translation>意见：</translation>
        </message>
        <message>
            <source>The reservations or the dissent, in full (printed in the report)</source>
            <translation>保留意见或反对意见全文（将印在报告中）</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>理由：</translation>
        </message>
        <message>
            <source>Sign</source>
            <translation>签字</translation>
        </message>
        <message>
            <source>Not signed</source>
            <translation>未签字</translation>
        </message>
        <message>
            <source>Freeze the decision</source>
            <translation>冻结决策</translation>
        </message>
        <message>
            <source>Every member has signed. Freeze the decision? (A reason is optional.)</source>
            <translation>所有成员均已签字。是否冻结决策？（理由可不填。）</translation>
        </message>
        <message>
            <source>%1 of %2 members have signed the decision as it is. Freezing it without every signature needs a reason:</source>
            <translation>%2 位成员中只有 %1 位在当前决策上签字。未全部签字时冻结决策须说明理由：</translation>
        </message>
        <message>
            <source>Not frozen</source>
            <translation>未冻结</translation>
        </message>
        <message>
            <source>Reopen the decision</source>
            <translation>重新开启决策</translation>
        </message>
        <message>
            <source>Why is the decision reopened? The reopening is recorded in the audit log and every signature is cleared.</source>
            <translation>为何重新开启决策？重新开启将记入审计日志，所有签字随之清除。</translation>
        </message>
        <message>
            <source>Not reopened</source>
            <translation>未重新开启</translation>
        </message>
        <message>
            <source>The member chosen on this machine (Edit &gt; Who acts) signs.</source>
            <translation>由本机选定的成员（编辑 &gt; 当前操作人）签署。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SinceDialog</name>
        <message>
            <source>Candidates</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Criteria</source>
            <translation>评估项</translation>
        </message>
        <message>
            <source>Verdicts and waivers</source>
            <translation>门槛结论与豁免</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>评分</translation>
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC 运行</translation>
        </message>
        <message>
            <source>TCO lines</source>
            <translation>TCO 成本项</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>What changed since the last meeting</source>
            <translation>自上次会议以来的变化</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>从：</translation>
        </message>
        <message>
            <source>The snapshot to compare with: each one with its name, when and by whom it was taken</source>
            <translation>用于比较的快照：每个快照都列出名称、拍摄时间和拍摄人</translation>
        </message>
        <message>
            <source>The last snapshot taken on or before this date (UTC)</source>
            <translation>此日期当天或之前（按 UTC）拍摄的最后一个快照</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>到：</translation>
        </message>
        <message>
            <source>Take a snapshot…</source>
            <translation>拍摄快照…</translation>
        </message>
        <message>
            <source>The chair records the evaluation as it is now, so that the next meeting can see what changed since</source>
            <translation>由主席记录评估的当前状态，以便下次会议查看此后的变化</translation>
        </message>
        <message>
            <source>Comparing the snapshot with the evaluation…</source>
            <translation>正在将快照与评估进行比较…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>“%1”, %2, taken by %3</source>
            <translation>“%1”，%2，拍摄人：%3</translation>
        </message>
        <message>
            <source>The last snapshot on or before a date…</source>
            <translation>某日期当天或之前的最后一个快照…</translation>
        </message>
        <message>
            <source>The evaluation as it is</source>
            <translation>评估的当前状态</translation>
        </message>
        <message>
            <source>Comparison cancelled. Choose a snapshot to compare again.</source>
            <translation>已取消比较。请选择一个快照重新比较。</translation>
        </message>
        <message>
            <source>No snapshot yet</source>
            <translation>尚无快照</translation>
        </message>
        <message>
            <source>A snapshot records the evaluation's decision-relevant state, so that the next meeting can see here what changed since. The chair takes one with “Take a snapshot…” (here or in the Committee menu), or when a meeting ends in the Minutes panel.</source>
            <translation>快照记录评估中与决策相关的状态，下次会议即可在此查看此后的变化。主席可通过“拍摄快照…”（此处或“评审委员会”菜单中）拍摄，也可在会议纪要面板中结束会议时拍摄。</translation>
        </message>
        <message>
            <source>On the command line: gatebench snapshot FILE --name NAME</source>
            <translation>命令行：gatebench snapshot FILE --name NAME</translation>
        </message>
        <message>
            <source>Choose a snapshot to compare with.</source>
            <translation>请选择一个用于比较的快照。</translation>
        </message>
        <message>
            <source>the evaluation as it is</source>
            <translation>评估的当前状态</translation>
        </message>
        <message>
            <source>From %1 to %2; both decided on %3. Times in %4.</source>
            <translation>从 %1 到 %2；两侧均按 %3 判定。时间为 %4 时间。</translation>
        </message>
        <message>
            <source>What it did to the decision</source>
            <translation>对决策的影响</translation>
        </message>
        <message>
            <source>No candidate's status changed.</source>
            <translation>没有候选方案的状态发生变化。</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>之前</translation>
        </message>
        <message>
            <source>After</source>
            <translation>之后</translation>
        </message>
        <message>
            <source>Recommendation before</source>
            <translation>之前的推荐</translation>
        </message>
        <message>
            <source>Recommendation after</source>
            <translation>之后的推荐</translation>
        </message>
        <message>
            <source>The recommendation and the alternative are unchanged.</source>
            <translation>推荐方案和备选方案均未变化。</translation>
        </message>
        <message>
            <source>Waivers that lapsed in between</source>
            <translation>期间到期的豁免</translation>
        </message>
        <message>
            <source>Valid when the snapshot was taken, expired by %1: each gate counts as Unknown again.</source>
            <translation>拍摄快照时有效、到 %1 已到期：这些门槛项重新按“未知”计。</translation>
        </message>
        <message>
            <source>Candidate and gate</source>
            <translation>候选方案与门槛项</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Expired after</source>
            <translation>有效期至</translation>
        </message>
        <message numerus="yes">
            <source>%n changed field(s)</source>
            <translation>
                <numerusform>%n 个字段有变化</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing changed: no record the decision rests on differs between the two.</source>
            <translation>没有变化：决策所依据的记录在两者之间没有差异。</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <source>Old value</source>
            <translation>旧值</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>新值</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>修改人</translation>
        </message>
        <message>
            <source>When</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation>（模拟数据）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SnapshotCommand</name>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>Take a named snapshot of the evaluation's decision-relevant state (the chair), or list the snapshots (--list). A later `gatebench diff` shows what changed since.</source>
            <translation>为评估中与决策相关的状态拍摄命名快照（主席），或列出快照（--list）。之后可用 `gatebench diff` 查看此后的变化。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The snapshot's name (unique).</source>
            <translation>快照名称（不可重复）。</translation>
        </message>
        <message>
            <source>List the snapshots; writes nothing.</source>
            <translation>列出快照；不写入任何内容。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>snapshot takes either --name NAME or --list</source>
            <translation>snapshot 需要 --name NAME 或 --list 二者之一</translation>
        </message>
        <message numerus="yes">
            <source>%n snapshot(s), oldest first.</source>
            <translation>
                <numerusform>共 %n 个快照，按时间正序排列。</numerusform>
            </translation>
        </message>
        <message>
            <source>taken by %1</source>
            <translation>拍摄人：%1</translation>
        </message>
        <message>
            <source>(simulated)</source>
            <translation>（模拟）</translation>
        </message>
        <message>
            <source>Snapshot “%1” taken at %2.
Fingerprint: %3
</source>
            <translation>已于 %2 拍摄快照“%1”。
指纹：%3
</translation>
        </message>
        <message>
            <source>Set a gate verdict, as the Requirements page does: undoable in the window, audited, and refused without evidence where the criterion requires it.</source>
            <translation>设置门槛结论，与“需求”页面相同：可在窗口中撤销，记入审计；标准要求证据时，没有证据将被拒绝。</translation>
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation>候选方案编号。</translation>
        </message>
        <message>
            <source>The gate criterion's id.</source>
            <translation>门槛标准编号。</translation>
        </message>
        <message>
            <source>pass, fail or unknown.</source>
            <translation>pass（通过）、fail（不通过）或 unknown（未知）。</translation>
        </message>
        <message>
            <source>The evidence note (replaces the cell's).</source>
            <translation>证据说明（替换该单元格原有的说明）。</translation>
        </message>
        <message>
            <source>verdict needs --candidate, --criterion and --verdict</source>
            <translation>verdict 需要 --candidate、--criterion 和 --verdict</translation>
        </message>
        <message>
            <source>--verdict must be pass, fail or unknown</source>
            <translation>--verdict 必须是 pass、fail 或 unknown</translation>
        </message>
        <message>
            <source>Verdict of %1 on %2: %3.
</source>
            <translation>%1 在 %2 上的结论：%3。
</translation>
        </message>
        <message>
            <source>What changed since a snapshot: every changed record with its old and new value, who and when, and what it did to the decision (both sides judged on one as-of date). Never writes to FILE.</source>
            <translation>自某个快照以来的变化：每条变化的记录及其旧值和新值、由谁在何时修改，以及对决策的影响（前后两侧按同一个截止日期判定）。不会写入 FILE。</translation>
        </message>
        <message>
            <source>A snapshot's name, or a date YYYY-MM-DD: the last snapshot taken on or before it.</source>
            <translation>快照名称，或日期 YYYY-MM-DD：该日期当天或之前拍摄的最后一个快照。</translation>
        </message>
        <message>
            <source>A later snapshot (name or date); default: the evaluation as it is.</source>
            <translation>较晚的快照（名称或日期）；默认：评估的当前状态。</translation>
        </message>
        <message>
            <source>Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation>按此日期判断豁免是否到期，格式 YYYY-MM-DD（默认：评估日期，否则为今天）。</translation>
        </message>
        <message>
            <source>diff needs --from SNAPSHOT|DATE</source>
            <translation>diff 需要 --from SNAPSHOT|DATE</translation>
        </message>
        <message>
            <source>Changes from “%1” (%2) to %3, decided on %4.</source>
            <translation>从“%1”（%2）到%3的变化，按 %4 判定。</translation>
        </message>
        <message>
            <source>the evaluation as it is</source>
            <translation>评估的当前状态</translation>
        </message>
        <message>
            <source>What it did to the decision:</source>
            <translation>对决策的影响：</translation>
        </message>
        <message>
            <source>No candidate's status changed.</source>
            <translation>没有候选方案的状态发生变化。</translation>
        </message>
        <message>
            <source>Before:</source>
            <translation>之前：</translation>
        </message>
        <message>
            <source>After:</source>
            <translation>之后：</translation>
        </message>
        <message>
            <source>Waivers that lapsed in between:</source>
            <translation>期间到期的豁免：</translation>
        </message>
        <message>
            <source>owner %1, expired %2</source>
            <translation>负责人 %1，于 %2 到期</translation>
        </message>
        <message numerus="yes">
            <source>%n changed field(s):</source>
            <translation>
                <numerusform>%n 个字段有变化：</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::SnapshotRepository</name>
        <message>
            <source>A snapshot is read-only.</source>
            <translation>快照是只读的。</translation>
        </message>
        <message>
            <source>There is no snapshot %1.</source>
            <translation>没有快照 %1。</translation>
        </message>
        <message>
            <source>The snapshot's data cannot be read.</source>
            <translation>无法读取快照的数据。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Snapshots</name>
        <message>
            <source>The snapshot “%1” does not give back the data it was taken of (fingerprint %2, recorded %3).</source>
            <translation>快照“%1”还原的数据与拍摄时不一致（指纹 %2，记录的指纹 %3）。</translation>
        </message>
        <message>
            <source>A snapshot needs a name of 1 to %1 characters.</source>
            <translation>快照名称须为 1 到 %1 个字符。</translation>
        </message>
        <message>
            <source>take a snapshot</source>
            <translation>拍摄快照</translation>
        </message>
        <message>
            <source>There is already a snapshot named “%1”.</source>
            <translation>已有名为“%1”的快照。</translation>
        </message>
        <message>
            <source>Take the snapshot “%1”</source>
            <translation>拍摄快照“%1”</translation>
        </message>
        <message>
            <source>No snapshot was taken on or before %1.</source>
            <translation>%1 当天或之前没有拍摄过快照。</translation>
        </message>
        <message>
            <source>There is no snapshot named “%1”.</source>
            <translation>没有名为“%1”的快照。</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Criterion</source>
            <translation>标准</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Waiver</source>
            <translation>豁免</translation>
        </message>
        <message>
            <source>Evidence file</source>
            <translation>证据文件</translation>
        </message>
        <message>
            <source>Bonus score</source>
            <translation>加分项评分</translation>
        </message>
        <message>
            <source>Consensus score</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>Recusal</source>
            <translation>回避</translation>
        </message>
        <message>
            <source>PoC scenario</source>
            <translation>PoC 场景</translation>
        </message>
        <message>
            <source>PoC run</source>
            <translation>PoC 运行</translation>
        </message>
        <message>
            <source>FX rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>TCO scenario</source>
            <translation>TCO 情景</translation>
        </message>
        <message>
            <source>TCO line</source>
            <translation>TCO 成本项</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>签字</translation>
        </message>
        <message>
            <source>Setting</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>The comparison was cancelled.</source>
            <translation>比较已取消。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SourceLine</name>
        <message numerus="yes">
            <source>The file has %n line(s); line %1 is not there.</source>
            <translation>
                <numerusform>文件只有 %n 行；没有第 %1 行。</numerusform>
            </translation>
        </message>
        <message>
            <source>The import recorded no SHA-256 of the file, so it cannot be checked.</source>
            <translation>导入时没有记录文件的 SHA-256，因此无法核对。</translation>
        </message>
        <message>
            <source>The file is too large to show here; open its folder to read it.</source>
            <translation>文件太大，无法在这里显示；请打开所在文件夹查看。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SpreadChart</name>
        <message>
            <source>Spread of the scores per cell</source>
            <translation>各单元格评分的极差</translation>
        </message>
        <message>
            <source>Spread (max - min)</source>
            <translation>极差（最高分 - 最低分）</translation>
        </message>
        <message>
            <source>Standard deviation</source>
            <translation>标准差</translation>
        </message>
        <message>
            <source>Points (flagged at a spread of %1 or more: ⚑; settled by consensus: ✓)</source>
            <translation>分数（极差达到 %1 及以上时标记：⚑；已由共识评分确定：✓）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::StartScreen</name>
        <message>
            <source>Recent evaluations</source>
            <translation>最近的评估</translation>
        </message>
        <message>
            <source>GateBench</source>
            <translation>GateBench</translation>
        </message>
        <message>
            <source>Choose how to manage a shared GPU cluster the way a review committee should: gate criteria first, never averaged away; the same PoC workload for every candidate; a measured baseline; a three-year cost; and a decision with an exit path.</source>
            <translation>按评审委员会应有的方式选择共享 GPU 集群的管理方案：门槛项优先，绝不被平均分抵消；所有候选方案运行相同的 PoC 工作负载；以实测基线为参照；核算三年成本；做出带有退出路径的决策。</translation>
        </message>
        <message>
            <source>New evaluation from the template…</source>
            <translation>从模板新建评估…</translation>
        </message>
        <message>
            <source>Open the demo evaluation (simulated data)…</source>
            <translation>打开示例评估（模拟数据）…</translation>
        </message>
        <message>
            <source>Open an evaluation…</source>
            <translation>打开评估…</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1——%2</translation>
        </message>
        <message>
            <source>%1 (no longer there)</source>
            <translation>%1（已不存在）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Storage</name>
        <message>
            <source>Writing %1</source>
            <translation>写入 %1</translation>
        </message>
        <message>
            <source>Cannot add to %1: %2</source>
            <translation>无法添加到 %1：%2</translation>
        </message>
        <message>
            <source>%1 is damaged: it holds %2 bytes, but its header records %3 pages of %4 bytes (%5 bytes). It may have been cut short while being copied; open the original or a backup instead.</source>
            <translation>%1 已损坏：文件大小为 %2 字节，但其文件头记录的是 %3 个 %4 字节的页（共 %5 字节）。该文件可能在复制时被截断；请改为打开原文件或备份。</translation>
        </message>
        <message>
            <source>%1 is damaged: its size (%2 bytes) is not a whole number of %3-byte pages. It may have been cut short while being copied; open the original or a backup instead.</source>
            <translation>%1 已损坏：其大小（%2 字节）不是页大小 %3 字节的整数倍。该文件可能在复制时被截断；请改为打开原文件或备份。</translation>
        </message>
        <message>
            <source>Cannot create a temporary folder to check %1</source>
            <translation>无法创建用于检查 %1 的临时文件夹</translation>
        </message>
        <message>
            <source>Cannot copy %1 to check its journal</source>
            <translation>无法复制 %1 以检查其日志文件</translation>
        </message>
        <message>
            <source>Cannot copy %1 to check it</source>
            <translation>无法复制 %1 以进行检查</translation>
        </message>
        <message>
            <source>SQLite cannot open the result (%1)</source>
            <translation>SQLite 无法打开恢复结果（%1）</translation>
        </message>
        <message>
            <source>the result would no longer be a GateBench workspace (application id %1)</source>
            <translation>恢复结果将不再是 GateBench 工作区文件（应用编号 %1）</translation>
        </message>
        <message>
            <source>the result would have no readable schema (schema version %1)</source>
            <translation>恢复结果将没有可读取的架构（架构版本 %1）</translation>
        </message>
        <message>
            <source>the result would fail the integrity check (%1)</source>
            <translation>恢复结果将无法通过完整性检查（%1）</translation>
        </message>
        <message>
            <source>it belongs to another workspace (identity %1, not %2)</source>
            <translation>该日志文件属于另一个工作区（标识为 %1，而非 %2）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>the result would be damaged</source>
            <translation>恢复结果将会损坏</translation>
        </message>
        <message>
            <source>%1 lies beside %2 but is not its own journal: %3. GateBench has changed neither file. Move %1 out of this folder (keep it until you are sure nothing is missing) and open %2 again; if the evaluation then lacks recent changes, restore it from a backup.</source>
            <translation>%1 位于 %2 所在的文件夹中，但不是 %2 的日志文件：%3。GateBench 未改动这两个文件。请将 %1 移出此文件夹（在确认没有丢失任何内容之前请保留该文件），然后重新打开 %2；如果评估随后缺少最近的更改，请从备份中恢复。</translation>
        </message>
        <message>
            <source>Cannot remove %1</source>
            <translation>无法删除 %1</translation>
        </message>
        <message>
            <source>Cannot change %1: %2</source>
            <translation>无法修改 %1：%2</translation>
        </message>
        <message>
            <source>Keeping the rows of %1 for undo</source>
            <translation>为撤销保留 %1 的行</translation>
        </message>
        <message>
            <source>%1: GateBench opens evaluation files; a %2 server is not supported by this version</source>
            <translation>%1：GateBench 打开的是评估文件；此版本不支持 %2 服务器</translation>
        </message>
        <message>
            <source>%1 is being changed by another GateBench (or another program) and stayed locked for %2 seconds; nothing was written. Try again when the other change has finished.</source>
            <translation>%1 正由另一个 GateBench（或其他程序）修改，已持续锁定 %2 秒；未写入任何内容。请在对方修改完成后重试。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). Open a backup instead.</source>
            <translation>%1 已损坏（%2）。请改为打开备份。</translation>
        </message>
        <message>
            <source>Cannot write %1.%2: the column needs a value and was given none (NULL). An empty text is written as an empty text, never as NULL.</source>
            <translation>无法写入 %1.%2：该列必须有值，但给出的是空值（NULL）。空文本会按空文本写入，绝不会写成 NULL。</translation>
        </message>
        <message>
            <source>%1 failed in %2: %3</source>
            <translation>%1 失败（%2）：%3</translation>
        </message>
        <message>
            <source>Cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
        <message>
            <source>Reading the journal mode</source>
            <translation>读取日志模式</translation>
        </message>
        <message>
            <source>Switching to the WAL journal</source>
            <translation>切换到 WAL 日志模式</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 已存在</translation>
        </message>
        <message>
            <source>Reading the schema version</source>
            <translation>读取架构版本</translation>
        </message>
        <message>
            <source>%1 is open here at another schema version</source>
            <translation>%1 已在此 GateBench 中以另一个架构版本打开</translation>
        </message>
        <message>
            <source>%1: no such file</source>
            <translation>%1：文件不存在</translation>
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>%1: the file is empty, not a GateBench workspace</source>
            <translation>%1：文件为空，不是 GateBench 工作区文件</translation>
        </message>
        <message>
            <source>%1: not a GateBench workspace (not an SQLite database)</source>
            <translation>%1：不是 GateBench 工作区文件（不是 SQLite 数据库）</translation>
        </message>
        <message>
            <source>%1: an SQLite database, but not a GateBench workspace (application id %2)</source>
            <translation>%1：是 SQLite 数据库，但不是 GateBench 工作区文件（应用编号 %2）</translation>
        </message>
        <message>
            <source>%1 was written by a newer GateBench (schema version %2); this version reads up to schema version %3. Update GateBench to open it.</source>
            <translation>%1 由较新版本的 GateBench 写入（架构版本 %2）；当前版本最高只能读取架构版本 %3。请升级 GateBench 后再打开。</translation>
        </message>
        <message>
            <source>%1: a GateBench workspace without a schema</source>
            <translation>%1：GateBench 工作区文件缺少架构</translation>
        </message>
        <message>
            <source>%1 failed the integrity check: %2</source>
            <translation>%1 未通过完整性检查：%2</translation>
        </message>
        <message>
            <source>Cannot replace the old backup %1</source>
            <translation>无法替换旧备份 %1</translation>
        </message>
        <message>
            <source>Upgrade step %1 is unknown to this GateBench; nothing was changed</source>
            <translation>此版本 GateBench 不认识升级步骤 %1；未做任何更改</translation>
        </message>
        <message>
            <source>Upgrade step %1 failed: %2</source>
            <translation>升级步骤 %1 失败：%2</translation>
        </message>
        <message>
            <source>Reading the schema</source>
            <translation>读取架构</translation>
        </message>
        <message>
            <source>Unknown table %1</source>
            <translation>未知表 %1</translation>
        </message>
        <message>
            <source>Unknown column %1.%2</source>
            <translation>未知列 %1.%2</translation>
        </message>
        <message>
            <source>Reading the data version</source>
            <translation>读取数据版本</translation>
        </message>
        <message>
            <source>Reading %1</source>
            <translation>读取 %1</translation>
        </message>
        <message>
            <source>Counting %1</source>
            <translation>统计 %1</translation>
        </message>
        <message>
            <source>Cannot add row %1 to %2: %3</source>
            <translation>无法将第 %1 行添加到 %2：%3</translation>
        </message>
        <message>
            <source>Cannot change %1</source>
            <translation>无法修改 %1</translation>
        </message>
        <message>
            <source>Cannot remove from %1</source>
            <translation>无法从 %1 中删除</translation>
        </message>
        <message>
            <source>Cannot add to %1</source>
            <translation>无法添加到 %1</translation>
        </message>
        <message>
            <source>Some rows of %1 that the import changed no longer exist</source>
            <translation>导入修改过的 %1 中有些行已不存在</translation>
        </message>
        <message>
            <source>row %1 of %2 refers to a missing row of %3</source>
            <translation>%2 的第 %1 行引用了 %3 中不存在的行</translation>
        </message>
        <message>
            <source>Copying the workspace</source>
            <translation>复制工作区</translation>
        </message>
        <message>
            <source>Cannot write a copy to %1: %2</source>
            <translation>无法将副本写入 %1：%2</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>这是一个文件夹</translation>
        </message>
        <message>
            <source>%1 cannot be read in pages</source>
            <translation>无法分页读取 %1</translation>
        </message>
        <message>
            <source>Cannot write %1: %2 values a row for %3 columns</source>
            <translation>无法写入 %1：每行给出 %2 个值，但共有 %3 列</translation>
        </message>
        <message>
            <source>The disk that holds %1 is full: nothing was written and the evaluation is as it was. Free some space on it (or move the file to another disk) and try again.</source>
            <translation>存放 %1 的磁盘已满：没有写入任何内容，评估保持原样。请在该磁盘上腾出空间（或将文件移到另一块磁盘）后重试。</translation>
        </message>
        <message>
            <source>%1 is read-only: GateBench cannot write to it, and nothing was written. Make the file writable, or save a copy elsewhere and work on that.</source>
            <translation>%1 是只读的：GateBench 无法写入它，没有写入任何内容。请将文件设为可写，或在别处保存一份副本并在副本上工作。</translation>
        </message>
        <message>
            <source>The folder %1 is read-only (or on a read-only disk): GateBench cannot write %2 there, and nothing was written. Copy the file to a writable folder and work on the copy.</source>
            <translation>文件夹 %1 是只读的（或位于只读磁盘上）：GateBench 无法在那里写入 %2，没有写入任何内容。请将文件复制到可写的文件夹并在副本上工作。</translation>
        </message>
        <message>
            <source>%1 is in use: another GateBench (or another program) is writing it and kept it locked for %2 seconds, so it could not be read. Try again when that change has finished.</source>
            <translation>%1 正在使用中：另一个 GateBench（或其他程序）正在写入它，并已将其锁定 %2 秒，因此无法读取。请在那次更改完成后重试。</translation>
        </message>
        <message>
            <source>%1 could not be written (%2): the disk that holds %3 may be full or failing. Nothing was written and the evaluation is as it was; free some space and try again.</source>
            <translation>%1 无法写入（%2）：存放 %3 的磁盘可能已满或出现故障。没有写入任何内容，评估保持原样；请腾出空间后重试。</translation>
        </message>
        <message>
            <source>%1 could not be read or written (%2).</source>
            <translation>%1 无法读取或写入（%2）。</translation>
        </message>
        <message>
            <source>%1 cannot be opened (%2).</source>
            <translation>%1 无法打开（%2）。</translation>
        </message>
        <message>
            <source>Writing the write mark</source>
            <translation>写入写入标记</translation>
        </message>
        <message>
            <source>Reading the write mark</source>
            <translation>读取写入标记</translation>
        </message>
        <message>
            <source>%1 has a journal beside it (%2) that holds changes an interrupted GateBench had not yet written into it, and GateBench cannot apply it because the file or its folder is read-only. Nothing was changed. Copy the file and its journal together to a writable folder and open the copy.</source>
            <translation>%1 旁边有一个日志（%2），其中保存着一个被中断的 GateBench 尚未写入文件的更改；由于文件或其所在文件夹是只读的，GateBench 无法应用它。没有更改任何内容。请将文件和日志一起复制到可写的文件夹，然后打开副本。</translation>
        </message>
        <message>
            <source>Recovering the journal</source>
            <translation>恢复日志</translation>
        </message>
        <message>
            <source>table</source>
            <translation>表</translation>
        </message>
        <message>
            <source>index</source>
            <translation>索引</translation>
        </message>
        <message>
            <source>trigger</source>
            <translation>触发器</translation>
        </message>
        <message>
            <source>view</source>
            <translation>视图</translation>
        </message>
        <message>
            <source>an extra %1 “%2” (on %3)</source>
            <translation>多出的%1“%2”（在 %3 上）</translation>
        </message>
        <message>
            <source>the %1 “%2” differs from GateBench's</source>
            <translation>%1“%2”与 GateBench 的不同</translation>
        </message>
        <message>
            <source>the %1 “%2” is missing</source>
            <translation>缺少%1“%2”</translation>
        </message>
        <message>
            <source>%1 is refused: its database holds %2, which GateBench's schema (version %3) does not. Another program changed its structure, and what it added could change the evaluation behind GateBench's back; nothing was read or written. Open a backup or the original file instead.</source>
            <translation>%1 被拒绝：其数据库含有 %2，而 GateBench 的结构（版本 %3）中没有。另一个程序改动了它的结构，所添加的内容可能会绕过 GateBench 改变评估；没有读取或写入任何内容。请改为打开备份或原始文件。</translation>
        </message>
        <message>
            <source>Checking %1</source>
            <translation>正在检查 %1</translation>
        </message>
        <message>
            <source>it cannot be read (%1)</source>
            <translation>它无法读取（%1）</translation>
        </message>
        <message>
            <source>it was written on another state of this evaluation (an older or a newer copy of the file), not on the state the file holds now, and applying it would damage the file or lose changes</source>
            <translation>它写于本评估的另一个状态（该文件较旧或较新的副本），而不是文件现在所处的状态；应用它会损坏文件或丢失更改</translation>
        </message>
        <message>
            <source>it was not written by GateBench (it changes the file without the write mark every GateBench change carries)</source>
            <translation>它不是 GateBench 写的（它修改文件时没有 GateBench 每次更改都带有的写入标记）</translation>
        </message>
        <message>
            <source>%1 is damaged: it has no write mark, so GateBench cannot tell whether %2 is its own journal. GateBench has changed neither file; open a backup instead.</source>
            <translation>%1 已损坏：它没有写入标记，GateBench 无法判断 %2 是否是它自己的日志。GateBench 没有改动这两个文件中的任何一个；请改为打开备份。</translation>
        </message>
        <message>
            <source>No file name given</source>
            <translation>未指定文件名</translation>
        </message>
        <message>
            <source>%1 is a symbolic link; GateBench does not write through links. Choose another file, or use --force to replace the link itself (the file it points to stays as it is).</source>
            <translation>%1 是符号链接；GateBench 不会通过链接写入。请选择其他文件，或使用 --force 替换链接本身（它指向的文件保持不变）。</translation>
        </message>
        <message>
            <source>%1 already exists; use --force to replace it</source>
            <translation>%1 已存在；如需替换，请使用 --force</translation>
        </message>
        <message>
            <source>%1 is not a file</source>
            <translation>%1 不是文件</translation>
        </message>
        <message>
            <source>%1 is open in another GateBench (or another program); close it there before replacing it</source>
            <translation>%1 已在另一个 GateBench（或其他程序）中打开；请先在那里将其关闭，再进行替换</translation>
        </message>
        <message>
            <source>The folder %1 does not exist</source>
            <translation>文件夹 %1 不存在</translation>
        </message>
        <message>
            <source>Cannot write in %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>%1 was created or replaced by another program while GateBench was preparing it; nothing was replaced. Check that file, then try again.</source>
            <translation>GateBench 准备期间，%1 被另一个程序创建或替换；没有替换任何内容。请检查该文件后重试。</translation>
        </message>
        <message>
            <source>%1 was created by another program meanwhile; nothing was replaced.</source>
            <translation>%1 在此期间被另一个程序创建；没有替换任何内容。</translation>
        </message>
        <message>
            <source>Cannot move the new file into place at %1</source>
            <translation>无法将新文件移动到 %1</translation>
        </message>
        <message>
            <source>%1 has no index %2</source>
            <translation>%1 没有索引 %2</translation>
        </message>
        <message>
            <source>%1 could not be written: SQLite stopped at a limit of its own, although the disk did not report a lack of space. Nothing was written and the evaluation is as it was. Please report this to GateBench's developers, with the size of the file and what you did.</source>
            <translation>无法写入 %1：SQLite 停在了它自身的一个限制上，而磁盘并未报告空间不足。没有写入任何内容，评估保持原样。请将此问题连同文件大小和您所做的操作报告给 GateBench 的开发者。</translation>
        </message>
        <message>
            <source>Your disk quota on the disk that holds %1 is used up: nothing was written and the evaluation is as it was. Free some space within your quota (or move the file to another disk) and try again.</source>
            <translation>您在存放 %1 的磁盘上的配额已用完：没有写入任何内容，评估保持原样。请在配额内腾出空间（或将文件移到另一块磁盘）后重试。</translation>
        </message>
        <message>
            <source>%1 cannot be read by a worker thread of its own.</source>
            <translation>%1 无法由单独的后台线程读取。</translation>
        </message>
        <message>
            <source>%1 cannot take a trial write here.</source>
            <translation>%1 在此处无法进行试写入。</translation>
        </message>
        <message>
            <source>%1 is not a server location GateBench can read. Write it as postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME.</source>
            <translation>%1 不是 GateBench 能读取的服务器位置。请写成 postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME。</translation>
        </message>
        <message>
            <source>The server location holds a password, which GateBench refuses: it would be kept in the recent evaluations, the settings, the logs and the shell's history. Leave it out (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME) and put the password in ~/.pgpass (or the file PGPASSFILE names, or a service file), where the PostgreSQL client library finds it.</source>
            <translation>服务器位置中含有密码，GateBench 拒绝使用：密码会被保存在最近打开的评估、设置、日志和 shell 历史中。请去掉密码（postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME），把密码写入 ~/.pgpass（或 PGPASSFILE 指定的文件，或服务文件），PostgreSQL 客户端库会从那里读取。</translation>
        </message>
        <message>
            <source>The server location's option %1 has a value GateBench cannot pass on: %2</source>
            <translation>服务器位置的选项 %1 的值无法传递：%2</translation>
        </message>
        <message>
            <source>The server location has an option GateBench does not know: %1. It takes evaluation, host, sslmode, connect_timeout, service and application_name.</source>
            <translation>服务器位置含有 GateBench 不认识的选项：%1。可用的选项为 evaluation、host、sslmode、connect_timeout、service 和 application_name。</translation>
        </message>
        <message>
            <source>%1 names the database %2, which is not one name.</source>
            <translation>%1 指定的数据库 %2 不是单个名称。</translation>
        </message>
        <message>
            <source>“%1” cannot be the name of an evaluation on a server: a name starts with a lowercase letter, then up to 47 lowercase letters, digits or underscores (evaluation=%2).</source>
            <translation>“%1”不能作为服务器上评估的名称：名称以小写字母开头，其后最多 47 个小写字母、数字或下划线（evaluation=%2）。</translation>
        </message>
        <message>
            <source>“%1” is a name PostgreSQL keeps for itself: choose another name for the evaluation.</source>
            <translation>“%1”是 PostgreSQL 保留的名称：请为评估另选名称。</translation>
        </message>
        <message>
            <source>%1: this GateBench cannot reach a PostgreSQL server: Qt's PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</source>
            <translation>%1：此 GateBench 无法连接 PostgreSQL 服务器：未安装 Qt 的 PostgreSQL 驱动（Debian 上为 libqt6sql6-psql）。</translation>
        </message>
        <message>
            <source>Cannot connect to %1: the server asks for a password and none was found (%2). GateBench never takes a password in the location: put it in ~/.pgpass (one line HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone), in the file PGPASSFILE names, or in a service file.</source>
            <translation>无法连接 %1：服务器要求密码，但未找到密码（%2）。GateBench 从不在位置中接受密码：请写入 ~/.pgpass（每行 HOST:PORT:DATABASE:USER:PASSWORD，仅本人可读）、PGPASSFILE 指定的文件或服务文件。</translation>
        </message>
        <message>
            <source>Cannot connect to %1: %2</source>
            <translation>无法连接 %1：%2</translation>
        </message>
        <message>
            <source>Opening the evaluation</source>
            <translation>打开评估</translation>
        </message>
        <message>
            <source>%1: the database %2 holds no GateBench evaluation named “%3” (it holds none). Copy one there with 'gatebench copy FILE %1'.</source>
            <translation>%1：数据库 %2 中没有名为“%3”的 GateBench 评估（其中没有任何评估）。可用“gatebench copy FILE %1”复制一个过去。</translation>
        </message>
        <message>
            <source>%1: the database %2 holds no GateBench evaluation named “%3”. It holds: %4.</source>
            <translation>%1：数据库 %2 中没有名为“%3”的 GateBench 评估。其中有：%4。</translation>
        </message>
        <message>
            <source>%1: the schema “%2” is not a GateBench evaluation.</source>
            <translation>%1：模式“%2”不是 GateBench 评估。</translation>
        </message>
        <message>
            <source>Creating the evaluation</source>
            <translation>新建评估</translation>
        </message>
        <message>
            <source>%1 already exists: the database holds a schema named “%2”.</source>
            <translation>%1 已存在：数据库中已有名为“%2”的模式。</translation>
        </message>
        <message>
            <source>Schema step %1 is not written for PostgreSQL in this GateBench, so %2 cannot be brought to version %3; nothing was changed.</source>
            <translation>此 GateBench 未为 PostgreSQL 编写结构步骤 %1，因此 %2 无法升级到版本 %3；未做任何更改。</translation>
        </message>
        <message>
            <source>%1 holds no tables</source>
            <translation>%1 中没有任何表</translation>
        </message>
        <message>
            <source>The schema cannot be checked inside a transaction</source>
            <translation>无法在事务中检查数据库结构</translation>
        </message>
        <message>
            <source>Schema step %1 is not written for PostgreSQL in this GateBench</source>
            <translation>此 GateBench 未为 PostgreSQL 编写结构步骤 %1</translation>
        </message>
        <message>
            <source>an object GateBench's schema does not have: %1</source>
            <translation>GateBench 结构中没有的对象：%1</translation>
        </message>
        <message>
            <source>an object of GateBench's schema is missing or differs: %1</source>
            <translation>GateBench 结构中的对象缺失或不同：%1</translation>
        </message>
        <message>
            <source>The evaluation cannot be checked inside a transaction</source>
            <translation>无法在事务中检查评估</translation>
        </message>
        <message>
            <source>%1 rows of %2 refer to a missing row of %3</source>
            <translation>%2 中有 %1 行引用了 %3 中不存在的行</translation>
        </message>
        <message>
            <source>The connection to the server of %1 was lost (%2). What was not yet committed was not written; open the evaluation again when the server is back.</source>
            <translation>与 %1 所在服务器的连接已断开（%2）。尚未提交的内容未写入；请在服务器恢复后重新打开评估。</translation>
        </message>
        <message>
            <source>%1 is open read-only here: nothing was written.</source>
            <translation>%1 在此以只读方式打开：未写入任何内容。</translation>
        </message>
        <message>
            <source>The server's disk is full: %1 was not written (%2).</source>
            <translation>服务器磁盘已满：%1 未写入（%2）。</translation>
        </message>
        <message>
            <source>Starting a change</source>
            <translation>开始更改</translation>
        </message>
        <message>
            <source>%1 is at schema version %2 and %3 at version %4: open the older one for writing in this GateBench first (it is upgraded then), and copy it after.</source>
            <translation>%1 的结构版本为 %2，%3 的版本为 %4：请先在此 GateBench 中以可写方式打开较旧的一方（届时会升级），然后再复制。</translation>
        </message>
        <message>
            <source>%1 and %2 do not hold the same table %3</source>
            <translation>%1 与 %2 中的表 %3 不一致</translation>
        </message>
        <message>
            <source>%1 holds an evaluation already; nothing was copied. Give --force to replace it.</source>
            <translation>%1 中已有评估；未复制任何内容。加上 --force 可替换它。</translation>
        </message>
        <message>
            <source>%1 is in the middle of a change; try again.</source>
            <translation>%1 正在进行一项修改；请稍后再试。</translation>
        </message>
        <message>
            <source>Cannot listen for the changes of %1: %2</source>
            <translation>无法接收 %1 的变更通知：%2</translation>
        </message>
        <message>
            <source>The roles cannot be changed inside a transaction</source>
            <translation>不能在事务内更改角色</translation>
        </message>
        <message>
            <source>Reading the roles</source>
            <translation>读取角色</translation>
        </message>
        <message>
            <source>The server refused %1 on %2: the role you log in as may not do it (an observer changes nothing; only the chair opens, closes and reveals rounds, freezes the decision and changes the committee). The server says: %3</source>
            <translation>服务器拒绝了 %2 上的 %1：您登录所用的角色无权执行此操作（观察员不能更改任何内容；只有主席可以开启、关闭和揭晓评分轮次、冻结决策以及更改委员会成员）。服务器的说明：%3</translation>
        </message>
        <message>
            <source>The role %1 may not create a schema in the database, which the whole check of the schema needs, so the schema was checked from the server's catalogue alone: its tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name. Not checked: the columns' defaults, the constraints' conditions, the triggers, the functions and the policies' conditions. Run verify as the chair's role or an administrator for the whole check.</source>
            <translation>角色 %1 无权在该数据库中创建模式，而完整检查数据库结构需要此权限，因此仅根据服务器的系统目录检查了结构：表、列、类型、排序规则、非空约束、主键、索引、行级安全及按名称核对的策略。未检查：列的默认值、约束的条件、触发器、函数以及策略的条件。如需完整检查，请以主席的角色或管理员身份运行 verify。</translation>
        </message>
        <message>
            <source>The server's checks of the evaluation, as this role can make them: its schema from the server's catalogue against GateBench's for its version (tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name), no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</source>
            <translation>服务器以当前角色所能进行的评估检查：根据服务器的系统目录，将其数据库结构与 GateBench 该版本的结构比对（表、列、类型、排序规则、非空约束、主键、索引、行级安全及按名称核对的策略），没有行引用不存在的行（数据页由服务器自行检查：其校验和、pg_amcheck）</translation>
        </message>
        <message>
            <source>The server's checks of the evaluation: its schema against GateBench's for its version (tables, columns, types, collations, constraints, indexes, triggers, functions, row-level security and the policies, nothing else), every constraint validated, every index valid, every trigger enabled, no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</source>
            <translation>服务器对评估的检查：其数据库结构与 GateBench 该版本的结构一致（表、列、类型、排序规则、约束、索引、触发器、函数、行级安全及其策略，别无其他），每个约束均已验证，每个索引均有效，每个触发器均已启用，没有行引用不存在的行（数据页由服务器自行检查：其校验和、pg_amcheck）</translation>
        </message>
        <message>
            <source>the server has not answered for %1 seconds</source>
            <translation>服务器已有 %1 秒没有响应</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Summaries</name>
        <message>
            <source>Baseline</source>
            <translation>基线</translation>
        </message>
        <message>
            <source>The job records measured before the selection: the reference every candidate is judged against.</source>
            <translation>选型前实测的任务记录：评判每个候选方案的参照。</translation>
        </message>
        <message>
            <source>Job records</source>
            <translation>任务记录</translation>
        </message>
        <message>
            <source>Imported from</source>
            <translation>导入来源</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务数</translation>
        </message>
        <message>
            <source>Jobs by outcome</source>
            <translation>按结果统计的任务</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>GPU inventory</source>
            <translation>GPU 资源清单</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>资源池</translation>
        </message>
        <message>
            <source>GPU type</source>
            <translation>GPU 类型</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>节点数</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>每节点 GPU 数</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU 数</translation>
        </message>
        <message>
            <source>GPU capacity</source>
            <translation>GPU 容量</translation>
        </message>
        <message>
            <source>Top losses</source>
            <translation>主要损失</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>损失</translation>
        </message>
        <message>
            <source>Current value</source>
            <translation>当前值</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>数据来源</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>负责人</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Gate criteria must all pass; bonus criteria are scored only for candidates that pass every gate; deferred items never enter a verdict or a score.</source>
            <translation>门槛项必须全部通过；加分项只对通过全部门槛项的候选方案评分；暂缓项从不参与任何结论或评分。</translation>
        </message>
        <message>
            <source>Requirements matrix</source>
            <translation>需求矩阵</translation>
        </message>
        <message>
            <source>Tier</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Criterion</source>
            <translation>评估项</translation>
        </message>
        <message>
            <source>Acceptance</source>
            <translation>验收标准</translation>
        </message>
        <message>
            <source>Gate criteria</source>
            <translation>门槛项</translation>
        </message>
        <message>
            <source>Bonus criteria</source>
            <translation>加分项</translation>
        </message>
        <message>
            <source>Deferred items</source>
            <translation>暂缓项</translation>
        </message>
        <message>
            <source>Gate verdicts recorded</source>
            <translation>已记录的门槛项结论</translation>
        </message>
        <message>
            <source>Bonus scores recorded</source>
            <translation>已记录的加分项得分</translation>
        </message>
        <message>
            <source>Proof of concept</source>
            <translation>概念验证（PoC）</translation>
        </message>
        <message>
            <source>The same workload and the same fault drills on every candidate in the PoC.</source>
            <translation>PoC 中的每个候选方案都运行相同的工作负载和相同的故障演练。</translation>
        </message>
        <message>
            <source>Candidates in the PoC</source>
            <translation>纳入 PoC 的候选方案</translation>
        </message>
        <message>
            <source>none marked yet</source>
            <translation>尚未标记</translation>
        </message>
        <message>
            <source>PoC runs recorded</source>
            <translation>已记录的 PoC 运行</translation>
        </message>
        <message>
            <source>Runs per scenario (recorded / required)</source>
            <translation>各场景运行次数（已记录 / 要求）</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Fault drill</source>
            <translation>故障演练</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>标准场景</translation>
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation>三年总拥有成本（TCO）</translation>
        </message>
        <message>
            <source>Compute, storage, transfer, licence or managed-service fees, support, operations staff, implementation, training and an exit reserve, per candidate and scenario.</source>
            <translation>按候选方案和场景列出：计算、存储、数据传输、许可费或托管服务费、支持服务、运维人员、实施、培训以及退出准备金。</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>Cost lines</source>
            <translation>费用行</translation>
        </message>
        <message>
            <source>Cost lines per candidate</source>
            <translation>各候选方案的费用行</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>行数</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Decision report</source>
            <translation>决策报告</translation>
        </message>
        <message>
            <source>The report the committee signs: recommended option, alternative, unresolved risks, key assumptions, acceptance conditions and the exit path.</source>
            <translation>由委员会签署的报告：推荐方案、备选方案、未解决风险、关键假设、验收条件和退出路径。</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>not signed yet</source>
            <translation>尚未签署</translation>
        </message>
        <message>
            <source>Recommended option</source>
            <translation>推荐方案</translation>
        </message>
        <message>
            <source>Alternative option</source>
            <translation>备选方案</translation>
        </message>
        <message>
            <source>Signed by</source>
            <translation>签署人</translation>
        </message>
        <message>
            <source>As of</source>
            <translation>评估基准日</translation>
        </message>
        <message>
            <source>Gate cells with a verdict</source>
            <translation>已有结论的门槛项单元格</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Runs recorded for candidates not marked for the PoC</source>
            <translation>未纳入 PoC 但已有运行记录的候选方案</translation>
        </message>
        <message>
            <source>Same-workload gaps</source>
            <translation>相同工作负载缺口</translation>
        </message>
        <message>
            <source>none: every candidate compared ran every scenario as often as required</source>
            <translation>无：参与比较的每个候选方案都已按要求次数运行了每个场景</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>运行次数</translation>
        </message>
        <message>
            <source>Needed</source>
            <translation>要求次数</translation>
        </message>
        <message>
            <source>Measured per candidate and scenario</source>
            <translation>各候选方案和场景的实测结果</translation>
        </message>
        <message>
            <source>Success rate</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>Queue wait P50 / P90</source>
            <translation>排队时间 P50 / P90</translation>
        </message>
        <message>
            <source>Submit to available P50 / P90</source>
            <translation>提交到可用时间 P50 / P90</translation>
        </message>
        <message>
            <source>Engineer steps (median)</source>
            <translation>工程师操作步骤（中位数）</translation>
        </message>
        <message>
            <source>Manual interventions</source>
            <translation>人工干预次数</translation>
        </message>
        <message>
            <source>Recovery P50 / P90</source>
            <translation>故障恢复时间 P50 / P90</translation>
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation>无需厂商即可诊断</translation>
        </message>
        <message>
            <source>Gates computed from the runs</source>
            <translation>由运行计算的门槛项</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>Computed</source>
            <translation>计算结果</translation>
        </message>
        <message>
            <source>Override</source>
            <translation>主席裁定</translation>
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation>%1（%2：%3）</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>Analysis window</source>
            <translation>分析窗口</translation>
        </message>
        <message>
            <source>%1 to %2 (%3 days, %4)%5</source>
            <translation>%1 至 %2（%3 天，%4）%5</translation>
        </message>
        <message>
            <source>, set by the committee</source>
            <translation>，由委员会设定</translation>
        </message>
        <message>
            <source>Started / never started</source>
            <translation>已开始 / 从未开始</translation>
        </message>
        <message>
            <source>Queue wait P50 / P90 / mean</source>
            <translation>排队时间 P50 / P90 / 平均值</translation>
        </message>
        <message>
            <source>Completed / cancelled / failed (of ended jobs)</source>
            <translation>完成 / 取消 / 失败（占已结束任务）</translation>
        </message>
        <message>
            <source>Run time P50 / P90</source>
            <translation>运行时长 P50 / P90</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>%1 GPUs (inferred: peak concurrent allocation)</source>
            <translation>%1 个 GPU（推断：同时分配的峰值）</translation>
        </message>
        <message>
            <source>%1 GPUs (GPU inventory)</source>
            <translation>%1 个 GPU（GPU 清单）</translation>
        </message>
        <message>
            <source>Allocated / active / effective share</source>
            <translation>分配 / 活跃 / 有效占比</translation>
        </message>
        <message>
            <source>Idle GPU-hours</source>
            <translation>空闲 GPU 小时</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>已开始</translation>
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation>排队时间 P50</translation>
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation>排队时间 P90</translation>
        </message>
        <message>
            <source>Allocated</source>
            <translation>分配</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>活跃</translation>
        </message>
        <message>
            <source>Effective</source>
            <translation>有效</translation>
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>配额满足率</translation>
        </message>
        <message>
            <source>%1 (quota %2 GPUs)</source>
            <translation>%1（配额 %2 个 GPU）</translation>
        </message>
        <message>
            <source>By team</source>
            <translation>按团队</translation>
        </message>
        <message>
            <source>By task type</source>
            <translation>按任务类型</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation>任务类型</translation>
        </message>
        <message>
            <source>By GPU type</source>
            <translation>按 GPU 类型</translation>
        </message>
        <message>
            <source>By time slot (of the submit time)</source>
            <translation>按时段（以提交时间计）</translation>
        </message>
        <message>
            <source>Time slot</source>
            <translation>时段</translation>
        </message>
        <message>
            <source>Not ended</source>
            <translation>未结束</translation>
        </message>
        <message>
            <source>Failure reasons</source>
            <translation>失败原因</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>原因</translation>
        </message>
        <message>
            <source>From</source>
            <translation>起始日</translation>
        </message>
        <message>
            <source>To</source>
            <translation>截止日</translation>
        </message>
        <message>
            <source>Hours lost</source>
            <translation>损失小时数</translation>
        </message>
        <message>
            <source>Losses noted by the committee</source>
            <translation>委员会记录的损失</translation>
        </message>
        <message>
            <source>Improvement targets</source>
            <translation>改进目标</translation>
        </message>
        <message>
            <source>Metric</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>分组</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>PoC</source>
            <translation>PoC</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>Coverage warnings</source>
            <translation>覆盖警告</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source> (reaches it)</source>
            <translation>（达到目标）</translation>
        </message>
        <message>
            <source> (does not reach it)</source>
            <translation>（未达到目标）</translation>
        </message>
        <message>
            <source>Per candidate and scenario: each line's yearly amount rounded half-up to the currency's minor unit, totals as sums of the rounded amounts.</source>
            <translation>按候选方案和场景列出：每个费用行的年度金额按四舍五入取整到币种的最小单位，合计为取整后金额之和。</translation>
        </message>
        <message>
            <source> (default rate %1 %)</source>
            <translation>（默认税率 %1 %）</translation>
        </message>
        <message>
            <source>Totals stated</source>
            <translation>合计口径</translation>
        </message>
        <message>
            <source>with tax</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>without tax</source>
            <translation>不含税</translation>
        </message>
        <message>
            <source>Cheapest Eligible candidate</source>
            <translation>成本最低的合格候选方案</translation>
        </message>
        <message>
            <source>Totals per candidate and scenario (%1)</source>
            <translation>各候选方案和场景的合计（%1）</translation>
        </message>
        <message>
            <source>Year 1</source>
            <translation>第 1 年</translation>
        </message>
        <message>
            <source>Year 2</source>
            <translation>第 2 年</translation>
        </message>
        <message>
            <source>Year 3</source>
            <translation>第 3 年</translation>
        </message>
        <message>
            <source>Three years</source>
            <translation>三年合计</translation>
        </message>
        <message>
            <source>Three years by category (%1)</source>
            <translation>按类别的三年合计（%1）</translation>
        </message>
        <message>
            <source>%1, %2: largest swings (-30 % / +30 %) and flip points</source>
            <translation>%1，%2：波动最大的驱动因素（-30 % / +30 %）及翻转点</translation>
        </message>
        <message>
            <source>Driver</source>
            <translation>驱动因素</translation>
        </message>
        <message>
            <source>Total at -30 %</source>
            <translation>-30 % 时的合计</translation>
        </message>
        <message>
            <source>Total at +30 %</source>
            <translation>+30 % 时的合计</translation>
        </message>
        <message>
            <source>Flip point</source>
            <translation>翻转点</translation>
        </message>
        <message>
            <source>%1 %: %2</source>
            <translation>%1 %：%2</translation>
        </message>
        <message>
            <source>no flip within ±50 %</source>
            <translation>±50 % 范围内无翻转</translation>
        </message>
        <message>
            <source>Unit costs (%1)</source>
            <translation>单位成本（%1）</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>per successful experiment</source>
            <translation>每次成功实验</translation>
        </message>
        <message>
            <source>per successful model version</source>
            <translation>每个成功的模型版本</translation>
        </message>
        <message>
            <source>per 1,000 inference requests</source>
            <translation>每 1,000 次推理请求</translation>
        </message>
        <message>
            <source>no tax applies (tax rate 0 %)</source>
            <translation>不涉及税费（税率 0 %）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TargetCriterionDialog</name>
        <message>
            <source>Make the target a criterion</source>
            <translation>将目标转为评估项</translation>
        </message>
        <message>
            <source>The target becomes a requirement: a bonus criterion the committee scores, or a metric gate whose verdict the PoC runs compute.</source>
            <translation>目标将转为一项需求：由委员会评分的加分项，或由 PoC 运行计算结论的指标门槛项。</translation>
        </message>
        <message>
            <source>Bonus criterion</source>
            <translation>加分项</translation>
        </message>
        <message>
            <source>Metric gate (verdict from the PoC runs)</source>
            <translation>指标门槛项（结论由 PoC 运行计算）</translation>
        </message>
        <message>
            <source>Becomes:</source>
            <translation>转为：</translation>
        </message>
        <message>
            <source>Title:</source>
            <translation>标题：</translation>
        </message>
        <message>
            <source>PoC scenario:</source>
            <translation>PoC 场景：</translation>
        </message>
        <message>
            <source>At least this many runs:</source>
            <translation>最少运行次数：</translation>
        </message>
        <message>
            <source>The PoC does not measure this metric, so the target can only become a bonus criterion.</source>
            <translation>PoC 不测量此指标，因此该目标只能转为加分项。</translation>
        </message>
        <message>
            <source>A bonus criterion with weight 1; the committee scores each candidate against it.</source>
            <translation>权重为 1 的加分项；委员会据此为每个候选方案评分。</translation>
        </message>
        <message>
            <source>Rule: %1</source>
            <translation>规则：%1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TaskTypes</name>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>Inference</source>
            <translation>推理</translation>
        </message>
        <message>
            <source>Interactive</source>
            <translation>交互式</translation>
        </message>
        <message>
            <source>Preprocessing</source>
            <translation>预处理</translation>
        </message>
        <message>
            <source>Evaluation</source>
            <translation>模型评估</translation>
        </message>
        <message>
            <source>Unspecified</source>
            <translation>未指定</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoBaselineQuantityDialog</name>
        <message>
            <source>Quantity from the baseline</source>
            <translation>根据基线设定数量</translation>
        </message>
        <message>
            <source>%1 GPU-h a month, measured %2–%3 (allocated GPU-hours of the analysis window, scaled to a 730-hour month)</source>
            <translation>每月 %1 GPU 小时，测量期间为 %2–%3（分析窗口内的分配 GPU 小时，按每月 730 小时折算）</translation>
        </message>
        <message>
            <source>Measured demand</source>
            <translation>实测需求</translation>
        </message>
        <message>
            <source>Target utilization %</source>
            <translation>目标利用率（%）</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>The line is priced per hour: its quantity is GPUs busy all month, demand ÷ (730 h × target).</source>
            <translation>该费用行按小时计价：其数量为整月满负荷运行的 GPU 数，即需求 ÷（730 h × 目标利用率）。</translation>
        </message>
        <message>
            <source>The line is priced per GPU-hour by the month: its quantity is GPU-hours a month, demand ÷ target.</source>
            <translation>该费用行按月以 GPU 小时计价：其数量为每月 GPU 小时，即需求 ÷ 目标利用率。</translation>
        </message>
        <message>
            <source>Set the quantity</source>
            <translation>设定数量</translation>
        </message>
        <message>
            <source>“%1” is not a percentage</source>
            <translation>“%1”不是百分比</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 个 GPU</translation>
        </message>
        <message>
            <source>%1 GPU-h a month</source>
            <translation>每月 %1 GPU 小时</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCategoryChart</name>
        <message>
            <source>Three-year TCO by category</source>
            <translation>按类别的三年 TCO</translation>
        </message>
        <message>
            <source>[%1] %2</source>
            <translation>[%1] %2</translation>
        </message>
        <message>
            <source>Three-year total, base scenario (million %1)</source>
            <translation>三年合计，基准场景（百万 %1）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCharts</name>
        <message>
            <source>Quantity or unit price: %1</source>
            <translation>数量或单价：%1</translation>
        </message>
        <message>
            <source>%1 %: %2</source>
            <translation>%1%：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoChartsArea</name>
        <message>
            <source>No candidate has cost lines yet.</source>
            <translation>尚无候选方案有费用行。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCommand</name>
        <message>
            <source>Print the three-year TCO of every candidate with cost lines, per scenario: totals per year and category, the tornado of the price and volume drivers (-30 % to +30 %), the change of each driver at which the cheapest Eligible candidate changes, and the unit costs. Never writes to FILE.</source>
            <translation>按场景输出每个有费用行的候选方案的三年总拥有成本（TCO）：按年份和类别的合计，价格和用量驱动因素的龙卷风图（-30 % 至 +30 %），各驱动因素变化到多少时成本最低的合格候选方案会发生变化（翻转点），以及单位成本。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Only this scenario (its id, e.g. runai-base).</source>
            <translation>仅输出此场景（场景编号，例如 runai-base）。</translation>
        </message>
        <message>
            <source>Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation>按此日期（YYYY-MM-DD）判断哪些候选方案合格（默认：评估的基准日，否则为今天）。</translation>
        </message>
        <message>
            <source>Print JSON (money as decimal strings in the evaluation's currency).</source>
            <translation>输出 JSON（金额为以评估币种表示的十进制字符串）。</translation>
        </message>
        <message>
            <source>the evaluation has no TCO scenario %1</source>
            <translation>评估中没有 TCO 场景 %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCostBonusChart</name>
        <message>
            <source>Three-year cost and bonus score of the Eligible candidates</source>
            <translation>合格候选方案的三年成本与加分项得分</translation>
        </message>
        <message>
            <source>Bonus score (0-100)</source>
            <translation>加分项得分（0-100）</translation>
        </message>
        <message>
            <source>Three-year total, base scenario (million %1)</source>
            <translation>三年合计，基准场景（百万 %1）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCsvExport</name>
        <message>
            <source>TCO lines</source>
            <translation>TCO 费用行</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCumulativeChart</name>
        <message>
            <source>%1: cumulative cost per scenario</source>
            <translation>%1：各场景累计成本</translation>
        </message>
        <message>
            <source>End of year</source>
            <translation>年末</translation>
        </message>
        <message>
            <source>Cumulative cost (million %1)</source>
            <translation>累计成本（百万 %1）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoEdits</name>
        <message>
            <source>The cost line %1 no longer exists</source>
            <translation>费用行 %1 已不存在</translation>
        </message>
        <message>
            <source>“%1” is not a number (%2)</source>
            <translation>“%1”不是数字（%2）</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>Unit price</source>
            <translation>单价</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>Periods</source>
            <translation>每年周期数</translation>
        </message>
        <message>
            <source>Price per hour</source>
            <translation>按小时计价</translation>
        </message>
        <message>
            <source>Growth %</source>
            <translation>增长率 %</translation>
        </message>
        <message>
            <source>Years</source>
            <translation>适用年份</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>FTE</source>
            <translation>FTE</translation>
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation>年度综合人力成本</translation>
        </message>
        <message>
            <source>Price entered</source>
            <translation>价格口径</translation>
        </message>
        <message>
            <source>Tax rate %</source>
            <translation>税率 %</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>数据来源</translation>
        </message>
        <message>
            <source>Source note</source>
            <translation>来源说明</translation>
        </message>
        <message>
            <source>Own multiplier</source>
            <translation>本行系数</translation>
        </message>
        <message>
            <source>With tax</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>Without tax</source>
            <translation>不含税</translation>
        </message>
        <message>
            <source>(one scenario)</source>
            <translation>（单个场景）</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>A cost line needs a category</source>
            <translation>费用行必须有类别</translation>
        </message>
        <message>
            <source>“%1” is not a cost category; use one of %2, or add it as the committee's own category in the TCO settings</source>
            <translation>“%1”不是费用类别；请使用 %2 之一，或在 TCO 设置中将其添加为委员会自定义类别</translation>
        </message>
        <message>
            <source>“%1” is not a kind of cost line; use %2</source>
            <translation>“%1”不是费用行类型；请使用 %2</translation>
        </message>
        <message>
            <source>%1 cannot be empty; write 0 for none</source>
            <translation>%1不能为空；若无，请填 0</translation>
        </message>
        <message>
            <source>%1 cannot be negative (%2)</source>
            <translation>%1不能为负数（%2）</translation>
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as CNY or USD)</source>
            <translation>“%1”不是币种代码（三个字母，例如 CNY 或 USD）</translation>
        </message>
        <message>
            <source>Periods a year is a whole number from 1 to %1 (12: monthly), not “%2”</source>
            <translation>每年周期数应为 1 到 %1 之间的整数（12 表示按月），而不是“%2”</translation>
        </message>
        <message>
            <source>“%1” is neither yes nor no</source>
            <translation>“%1”既不是“是”，也不是“否”</translation>
        </message>
        <message>
            <source>Years are 1, 2 or 3 (for example “1,3” or “1-3”), not “%1”</source>
            <translation>适用年份应为 1、2 或 3（例如“1,3”或“1-3”），而不是“%1”</translation>
        </message>
        <message>
            <source>“%1” is not a scenario of this candidate; use %2</source>
            <translation>“%1”不是该候选方案的场景；请使用 %2</translation>
        </message>
        <message>
            <source>“%1” says neither %2 nor %3</source>
            <translation>“%1”既不是“%2”，也不是“%3”</translation>
        </message>
        <message>
            <source>“%1” is not a price source; use %2</source>
            <translation>“%1”不是价格来源；请使用 %2</translation>
        </message>
        <message>
            <source>Choose a scenario to set a line's own multiplier in it</source>
            <translation>请先选择一个场景，再设置费用行在该场景下的本行系数</translation>
        </message>
        <message>
            <source>A multiplier cannot be negative (%1)</source>
            <translation>系数不能为负数（%1）</translation>
        </message>
        <message>
            <source>“%1” is not a cost category of the template or the committee</source>
            <translation>“%1”既不是模板中的费用类别，也不是委员会自定义的费用类别</translation>
        </message>
        <message>
            <source>Quantities and prices cannot be negative</source>
            <translation>数量和价格不能为负数</translation>
        </message>
        <message>
            <source>FTE and loaded annual cost cannot be negative</source>
            <translation>FTE 和年度综合人力成本不能为负数</translation>
        </message>
        <message>
            <source>Periods a year is a whole number from 1 to %1</source>
            <translation>每年周期数应为 1 到 %1 之间的整数</translation>
        </message>
        <message>
            <source>A price per hour is counted by the month (730 h): set periods a year to 12</source>
            <translation>按小时计价时按月（每月 730 h）计算：请将每年周期数设为 12</translation>
        </message>
        <message>
            <source>A yearly growth must be above -100 %</source>
            <translation>年增长率必须大于 -100 %</translation>
        </message>
        <message>
            <source>Years are 1, 2 or 3, each once</source>
            <translation>适用年份只能是 1、2 或 3，且每个年份只能出现一次</translation>
        </message>
        <message>
            <source>A tax rate cannot be negative</source>
            <translation>税率不能为负数</translation>
        </message>
        <message>
            <source>The scenario %1 is not one of this candidate's</source>
            <translation>场景 %1 不属于该候选方案</translation>
        </message>
        <message>
            <source>A multiplier cannot be negative</source>
            <translation>系数不能为负数</translation>
        </message>
        <message>
            <source>There is no FX rate for %1: state it in the TCO settings first</source>
            <translation>没有 %1 的汇率：请先在 TCO 设置中填写</translation>
        </message>
        <message>
            <source>edit a cost line</source>
            <translation>编辑费用行</translation>
        </message>
        <message>
            <source>edit %1 cost lines</source>
            <translation>编辑 %1 条费用行</translation>
        </message>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation>候选方案 %1 已不存在</translation>
        </message>
        <message>
            <source>add a cost line to %1</source>
            <translation>为“%1”添加费用行</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>remove a cost line</source>
            <translation>删除费用行</translation>
        </message>
        <message>
            <source>remove %1 cost lines</source>
            <translation>删除 %1 条费用行</translation>
        </message>
        <message>
            <source>A scenario's multiplier must be above 0</source>
            <translation>场景系数必须大于 0</translation>
        </message>
        <message>
            <source>Peak months are 1 to 12, not %1</source>
            <translation>峰值月份应为 1 到 12，而不是 %1</translation>
        </message>
        <message>
            <source>The peak month %1 is listed twice</source>
            <translation>峰值月份 %1 重复列出</translation>
        </message>
        <message>
            <source>“%1” cannot be the id of a scenario: use lower-case letters, digits, '-' and '_'</source>
            <translation>“%1”不能用作场景编号：请使用小写字母、数字、“-”和“_”</translation>
        </message>
        <message>
            <source>There is already a scenario %1</source>
            <translation>已存在场景 %1</translation>
        </message>
        <message>
            <source>add the scenario “%1” to %2</source>
            <translation>为“%2”添加场景“%1”</translation>
        </message>
        <message>
            <source>The scenario %1 no longer exists</source>
            <translation>场景 %1 已不存在</translation>
        </message>
        <message>
            <source>edit the scenario “%1”</source>
            <translation>编辑场景“%1”</translation>
        </message>
        <message>
            <source>remove the scenario “%1”</source>
            <translation>删除场景“%1”</translation>
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as USD)</source>
            <translation>“%1”不是币种代码（三个字母，例如 USD）</translation>
        </message>
        <message>
            <source>An FX rate must be above 0</source>
            <translation>汇率必须大于 0</translation>
        </message>
        <message>
            <source>Cost lines are in %1: it keeps its FX rate while they do</source>
            <translation>仍有费用行以 %1 计价：在这些费用行存在期间，需保留其汇率</translation>
        </message>
        <message>
            <source>set the FX rate of %1</source>
            <translation>设置 %1 的汇率</translation>
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as CNY)</source>
            <translation>“%1”不是币种代码（三个字母，例如 CNY）</translation>
        </message>
        <message>
            <source>change how the TCO is stated</source>
            <translation>更改 TCO 的计价口径</translation>
        </message>
        <message>
            <source>Cost lines are in the category “%1”: it stays while they do</source>
            <translation>仍有费用行属于类别“%1”：在这些费用行存在期间，该类别需保留</translation>
        </message>
        <message>
            <source>change the committee's cost categories</source>
            <translation>更改委员会自定义的费用类别</translation>
        </message>
        <message>
            <source>This candidate already has cost lines; the template only starts an empty sheet</source>
            <translation>该候选方案已有费用行；模板只能用于空白表格</translation>
        </message>
        <message>
            <source>The template has no TCO template “%1”</source>
            <translation>模板中没有 TCO 模板“%1”</translation>
        </message>
        <message>
            <source>start the TCO of %1 from the template</source>
            <translation>基于模板创建“%1”的 TCO</translation>
        </message>
        <message>
            <source>The bill gives no line to add: every volume is 0</source>
            <translation>账单中没有可添加的费用行：所有用量均为 0</translation>
        </message>
        <message>
            <source>add %1 cost lines from a PoC bill to %2</source>
            <translation>从 PoC 账单为“%2”添加 %1 条费用行</translation>
        </message>
        <message>
            <source>take the quantity of a cost line from the baseline</source>
            <translation>根据基线设定费用行的数量</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoEngine</name>
        <message>
            <source>The volume %1 is %2: one number, or one per year</source>
            <translation>用量 %1 为 %2：应为一个数字，或每年一个数字</translation>
        </message>
        <message>
            <source>The volume %1 is %2: not a number of 0 or more</source>
            <translation>用量 %1 为 %2：不是大于或等于 0 的数字</translation>
        </message>
        <message>
            <source>Cost line %1 of %2</source>
            <translation>%2 的费用行 %1</translation>
        </message>
        <message>
            <source>%1 has a price per hour but %2 periods a year: a price per hour needs monthly periods (12 a year, 730 h each)</source>
            <translation>%1 按小时计价，但每年有 %2 个计费周期：按小时计价需要按月划分周期（每年 12 个，每个 730 h）</translation>
        </message>
        <message>
            <source>%1 is in %2, but the evaluation states no FX rate for %2</source>
            <translation>%1 以 %2 计价，但评估中没有给出 %2 的汇率</translation>
        </message>
        <message>
            <source>The TCO of %1 is out of range</source>
            <translation>%1 的 TCO 超出范围</translation>
        </message>
        <message>
            <source>Unit price: %1</source>
            <translation>单价：%1</translation>
        </message>
        <message>
            <source>Quantity: %1</source>
            <translation>数量：%1</translation>
        </message>
        <message>
            <source>GPU hourly price</source>
            <translation>GPU 小时单价</translation>
        </message>
        <message>
            <source>GPU utilization</source>
            <translation>GPU 利用率</translation>
        </message>
        <message>
            <source>Loaded cost per FTE</source>
            <translation>每 FTE 综合人力成本</translation>
        </message>
        <message>
            <source>Storage growth</source>
            <translation>存储年增长率</translation>
        </message>
        <message>
            <source>Data transfer volume</source>
            <translation>数据传输量</translation>
        </message>
        <message>
            <source>FX rate %1</source>
            <translation>%1 汇率</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoExportCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The file to write.</source>
            <translation>要写出的文件。</translation>
        </message>
        <message>
            <source>Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation>按此日期（YYYY-MM-DD）判断哪些候选方案合格（默认：评估的基准日，否则为今天）。</translation>
        </message>
        <message>
            <source>Replace the output file if it exists.</source>
            <translation>若输出文件已存在，则替换。</translation>
        </message>
        <message>
            <source>%1 needs -o %2</source>
            <translation>%1 需要 -o %2</translation>
        </message>
        <message>
            <source>the export cannot replace the evaluation file</source>
            <translation>导出文件不能替换评估文件</translation>
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 已存在；如需替换，请加上 --force</translation>
        </message>
        <message>
            <source>the evaluation has no TCO lines to export</source>
            <translation>评估中没有可导出的 TCO 费用行</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %1: the TCO of %n candidate(s).
</source>
            <translation>
                <numerusform>已写出 %1：%n 个候选方案的 TCO。
</numerusform>
            </translation>
        </message>
        <message>
            <source>Write the three-year TCO as an Excel workbook: a summary sheet, then one sheet per candidate with its cost lines and live formulas for every line's yearly amount (rounded with ROUND as GateBench rounds) and the sums, each carrying GateBench's figure as its cached value. Headers and labels in the --lang language. Never writes to FILE.</source>
            <translation>将三年 TCO 写成 Excel 工作簿：先是一张汇总表，然后每个候选方案一张表，包含其费用行，以及每个费用行年度金额（用 ROUND 按 GateBench 的方式取整）和各项合计的实时公式，每个公式都以 GateBench 的计算结果作为缓存值。表头和标签使用 --lang 指定的语言。不会写入 FILE。</translation>
        </message>
        <message>
            <source>Write the TCO lines as CSV (UTF-8): one row per candidate, scenario and line with its amount in each year and over the three years. Never writes to FILE.</source>
            <translation>将 TCO 费用行写成 CSV（UTF-8）：每个候选方案、场景和费用行各占一行，列出各年金额及三年合计。不会写入 FILE。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoFigures</name>
        <message>
            <source>All lines</source>
            <translation>全部费用行</translation>
        </message>
        <message>
            <source>Recurring</source>
            <translation>经常性</translation>
        </message>
        <message>
            <source>One-off</source>
            <translation>一次性</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>人力</translation>
        </message>
        <message>
            <source>Quote</source>
            <translation>报价</translation>
        </message>
        <message>
            <source>List price</source>
            <translation>目录价</translation>
        </message>
        <message>
            <source>Estimate</source>
            <translation>估算</translation>
        </message>
        <message>
            <source>Set aside</source>
            <translation>暂不纳入</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoLimits</name>
        <message>
            <source>the quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>the unit price</source>
            <translation>单价</translation>
        </message>
        <message>
            <source>the FTE</source>
            <translation>FTE</translation>
        </message>
        <message>
            <source>the loaded annual cost</source>
            <translation>年度综合人力成本</translation>
        </message>
        <message>
            <source>the yearly growth</source>
            <translation>年增长率</translation>
        </message>
        <message>
            <source>the tax rate</source>
            <translation>税率</translation>
        </message>
        <message>
            <source>the scenario's multiplier</source>
            <translation>场景系数</translation>
        </message>
        <message>
            <source>the line's own multiplier</source>
            <translation>本行系数</translation>
        </message>
        <message>
            <source>the FX rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>the amount</source>
            <translation>金额</translation>
        </message>
        <message>
            <source>Cost line %1 of %2 (“%3”)</source>
            <translation>%2 的费用行 %1（“%3”）</translation>
        </message>
        <message>
            <source>%1 cannot be below %2 (%3)</source>
            <translation>%1不能小于 %2（%3）</translation>
        </message>
        <message>
            <source>%1 must be above %2 (%3)</source>
            <translation>%1必须大于 %2（%3）</translation>
        </message>
        <message>
            <source>%1 is %2, above %3, the largest GateBench computes a TCO with</source>
            <translation>%1为 %2，超过 GateBench 计算 TCO 所允许的上限 %3</translation>
        </message>
        <message>
            <source>%1 has more than %2 decimal places (%3)</source>
            <translation>%1的小数位数超过 %2 位（%3）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>its one scenario</source>
            <translation>其唯一场景</translation>
        </message>
        <message>
            <source>its amount in year %1 of %2 cannot be computed exactly (%3); write its quantity, prices and rates with fewer digits</source>
            <translation>其在%2第 %1 年的金额无法精确计算（%3）；请用更少的位数填写数量、价格和比率</translation>
        </message>
        <message>
            <source>its amount in year %1 of %2 would be %3%4, above %5, the largest GateBench computes for one line in one year</source>
            <translation>其在%2第 %1 年的金额将为 %3%4，超过 GateBench 对单个费用行单年金额的上限 %5</translation>
        </message>
        <message>
            <source> (in the sensitivity analysis)</source>
            <translation>（敏感性分析中）</translation>
        </message>
        <message>
            <source>the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</source>
            <translation>其候选方案在%1的三年总拥有成本将为 %2，超过 GateBench 的计算上限 %3</translation>
        </message>
        <message>
            <source>beyond the exact range</source>
            <translation>超出精确计算范围</translation>
        </message>
        <message>
            <source>No TCO can be computed until these values are corrected (on the TCO page, or by importing the lines again).</source>
            <translation>在更正这些数值之前无法计算 TCO（可在 TCO 页面更正，或重新导入这些费用行）。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoLineImporter</name>
        <message>
            <source>“%1” is not a number (%2)</source>
            <translation>“%1”不是数字（%2）</translation>
        </message>
        <message>
            <source>“%1” has no percent sign and is above 1: write 5% or 0.05</source>
            <translation>“%1”没有百分号且大于 1：请写成 5% 或 0.05</translation>
        </message>
        <message>
            <source>%1 cannot be negative (%2)</source>
            <translation>%1不能为负数（%2）</translation>
        </message>
        <message>
            <source>the row names no candidate</source>
            <translation>该行未指明候选方案</translation>
        </message>
        <message>
            <source>the file has no candidate column: import it from the candidate's TCO page or name the candidate (--candidate)</source>
            <translation>文件中没有候选方案列：请在该候选方案的 TCO 页面导入，或指定候选方案（--candidate）</translation>
        </message>
        <message>
            <source>a staff line needs a unit price or a loaded annual cost</source>
            <translation>人力费用行需要单价或年度综合人力成本</translation>
        </message>
        <message>
            <source>the line has no unit price; write 0 for none</source>
            <translation>该费用行没有单价；如无单价请填 0</translation>
        </message>
        <message>
            <source>the price is written in %1 but the currency column says %2</source>
            <translation>价格以 %1 填写，但币种列为 %2</translation>
        </message>
        <message>
            <source>“%1” is not a currency GateBench knows: add a currency column (CNY, USD ...)</source>
            <translation>“%1”不是 GateBench 可识别的币种：请添加币种列（CNY、USD 等）</translation>
        </message>
        <message>
            <source>there is no FX rate for %1: state it in the TCO settings first</source>
            <translation>没有 %1 的汇率：请先在 TCO 设置中填写</translation>
        </message>
        <message>
            <source>periods per year is a whole number from 1 to 12, not %1</source>
            <translation>每年周期数应为 1 到 12 之间的整数，而不是 %1</translation>
        </message>
        <message>
            <source>a tax rate cannot be negative (%1)</source>
            <translation>税率不能为负数（%1）</translation>
        </message>
        <message>
            <source>a yearly growth must be above -100 % (%1)</source>
            <translation>年增长率必须大于 -100%（%1）</translation>
        </message>
        <message>
            <source>the line %1 of this candidate is on line %2 with other values</source>
            <translation>该候选方案的费用行 %1 已在第 %2 行出现，但取值不同</translation>
        </message>
        <message>
            <source>“%1” marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</source>
            <translation>“%1”表示缺失的数值，但此处空单元格代表默认值：请填写数值，或留空以使用默认值</translation>
        </message>
        <message>
            <source>“%1” is infinite: a number here must be finite</source>
            <translation>“%1”为无穷大：此处的数值必须有限</translation>
        </message>
        <message>
            <source>“%1” is a spreadsheet error, not a number</source>
            <translation>“%1”是电子表格的错误值，不是数值</translation>
        </message>
        <message>
            <source>with this line the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</source>
            <translation>加上此行后，其候选方案在 %1 的三年总拥有成本将为 %2，超过 GateBench 的计算上限 %3</translation>
        </message>
        <message>
            <source>beyond the exact range</source>
            <translation>超出精确计算范围</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoPage</name>
        <message>
            <source>Add line</source>
            <translation>添加费用行</translation>
        </message>
        <message>
            <source>Remove lines</source>
            <translation>删除费用行</translation>
        </message>
        <message>
            <source>Start from the template</source>
            <translation>从模板开始</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Currency, tax and FX…</source>
            <translation>币种、税率和汇率…</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Add a scenario…</source>
            <translation>添加场景…</translation>
        </message>
        <message>
            <source>Edit this scenario…</source>
            <translation>编辑此场景…</translation>
        </message>
        <message>
            <source>Remove this scenario…</source>
            <translation>删除此场景…</translation>
        </message>
        <message>
            <source>Type to edit · Enter/Tab to move · Ctrl+C / Ctrl+V with Excel or WPS · Ctrl+D fill down · Delete clears · Ctrl+Z undo</source>
            <translation>直接输入即可编辑 · Enter/Tab 移动 · Ctrl+C / Ctrl+V 与 Excel 或 WPS 互相复制粘贴 · Ctrl+D 向下填充 · Delete 清除 · Ctrl+Z 撤销</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>表格</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Exit readiness</source>
            <translation>退出就绪度</translation>
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation>三年总拥有成本（TCO）</translation>
        </message>
        <message>
            <source>Amounts in %1, stated with tax (tax rate %2 %)</source>
            <translation>金额单位：%1，含税（税率 %2 %）</translation>
        </message>
        <message>
            <source>Amounts in %1, stated without tax (tax rate %2 %)</source>
            <translation>金额单位：%1，不含税（税率 %2 %）</translation>
        </message>
        <message>
            <source>The template starts an empty sheet; this candidate already has lines.</source>
            <translation>模板只能用于空白表格；该候选方案已有费用行。</translation>
        </message>
        <message>
            <source>Adds the starting lines and scenarios of the candidate's TCO template.</source>
            <translation>添加该候选方案 TCO 模板中的初始费用行和场景。</translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>未打开任何评估。请使用“文件 &gt; 新建”或“文件 &gt; 打开”。</translation>
        </message>
        <message>
            <source>This candidate has no cost lines yet: start from the template or add lines.</source>
            <translation>该候选方案还没有费用行：请从模板开始，或添加费用行。</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Year 1</source>
            <translation>第 1 年</translation>
        </message>
        <message>
            <source>Year 2</source>
            <translation>第 2 年</translation>
        </message>
        <message>
            <source>Year 3</source>
            <translation>第 3 年</translation>
        </message>
        <message>
            <source>Three years</source>
            <translation>三年合计</translation>
        </message>
        <message>
            <source>Total (with tax)</source>
            <translation>合计（含税）</translation>
        </message>
        <message>
            <source>Total (without tax)</source>
            <translation>合计（不含税）</translation>
        </message>
        <message>
            <source>Line added: type its description, quantity and price.</source>
            <translation>已添加费用行：请输入说明、数量和价格。</translation>
        </message>
        <message>
            <source>Select the lines to remove first.</source>
            <translation>请先选择要删除的费用行。</translation>
        </message>
        <message>
            <source>Removed %1 lines (Ctrl+Z brings them back).</source>
            <translation>已删除 %1 条费用行（按 Ctrl+Z 可恢复）。</translation>
        </message>
        <message>
            <source>Added %1 starting lines: fill in quantities and prices.</source>
            <translation>已添加 %1 条初始费用行：请填写数量和价格。</translation>
        </message>
        <message>
            <source>This candidate has no scenario yet: add one first.</source>
            <translation>该候选方案还没有场景：请先添加一个。</translation>
        </message>
        <message>
            <source>Remove the scenario</source>
            <translation>删除场景</translation>
        </message>
        <message>
            <source>Remove the scenario “%1” with the lines that belong to it only?</source>
            <translation>要删除场景“%1”以及仅属于该场景的费用行吗？</translation>
        </message>
        <message>
            <source>From a PoC bill…</source>
            <translation>根据 PoC 账单…</translation>
        </message>
        <message>
            <source>Quantity from baseline…</source>
            <translation>根据基线设定数量…</translation>
        </message>
        <message>
            <source>Update from baseline</source>
            <translation>根据基线更新</translation>
        </message>
        <message>
            <source>Import lines from CSV…</source>
            <translation>从 CSV 导入费用行…</translation>
        </message>
        <message>
            <source>Extrapolates the billed cost of one training run and one service deployment in the PoC to a month and a year at normal and peak volume, as starting lines.</source>
            <translation>将 PoC 中一次训练运行和一次服务部署的账单费用，按正常用量和峰值用量外推到每月和每年，作为初始费用行。</translation>
        </message>
        <message>
            <source>Adds cost lines from a CSV file (GateBench's TCO export or a finance sheet) through the import wizard: all rows or none, one step of Edit &gt; Undo. Rows without a candidate column go to the candidate shown.</source>
            <translation>通过导入向导从 CSV 文件（GateBench 导出的 TCO 文件或财务表格）添加费用行：所有行要么全部导入，要么全部不导入，作为“编辑 &gt; 撤销”中的一个步骤。没有候选方案列的行归入当前显示的候选方案。</translation>
        </message>
        <message numerus="yes">
            <source>Added %n line(s) from the PoC bill (Ctrl+Z removes them).</source>
            <translation>
                <numerusform>已从 PoC 账单添加 %n 条费用行（Ctrl+Z 可移除）。</numerusform>
            </translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
        <message>
            <source>There is no baseline yet: import the cluster's job records on the Baseline page first.</source>
            <translation>尚无基线：请先在“基线”页导入集群的任务记录。</translation>
        </message>
        <message>
            <source>The baseline cannot be read: %1</source>
            <translation>无法读取基线：%1</translation>
        </message>
        <message>
            <source>Choose a compute line in the sheet first.</source>
            <translation>请先在表中选择一条计算费用行。</translation>
        </message>
        <message>
            <source>Only a recurring compute line billed monthly (12 periods a year) takes its quantity from the baseline.</source>
            <translation>只有按月计费（每年 12 期）的周期性计算费用行才能从基线取得数量。</translation>
        </message>
        <message>
            <source>Takes the line's quantity from the GPU demand the baseline measured, at a target utilization you choose.</source>
            <translation>按所选目标利用率，用基线测得的 GPU 需求作为该行的数量。</translation>
        </message>
        <message>
            <source>Refreshes a quantity taken from the baseline once the baseline has changed; the current line is not such a line, or it is up to date.</source>
            <translation>基线变化后，刷新取自基线的数量；当前行不是这样的行，或已是最新。</translation>
        </message>
        <message>
            <source>The quantity now comes from the baseline (Ctrl+Z undoes it).</source>
            <translation>数量现在取自基线（Ctrl+Z 可撤销）。</translation>
        </message>
        <message>
            <source>The quantity follows the baseline again (Ctrl+Z undoes it).</source>
            <translation>数量已重新与基线一致（Ctrl+Z 可撤销）。</translation>
        </message>
        <message>
            <source>Rows of a file without a candidate column go to %1.</source>
            <translation>文件中没有候选方案列时，各行归入 %1。</translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of cost lines. Edit &gt; Undo takes the whole import back.</source>
            <translation>
                <numerusform>已导入 %n 行费用数据。“编辑 &gt; 撤销”可撤回整个导入。</numerusform>
            </translation>
        </message>
        <message>
            <source>Measuring the GPU demand of the baseline from the job log…</source>
            <translation>正在从任务记录测算基线的 GPU 需求…</translation>
        </message>
        <message>
            <source>Amounts in %1; no tax applies (tax rate 0 %)</source>
            <translation>金额单位：%1；不计税（税率 0%）</translation>
        </message>
        <message>
            <source>Total (no tax applies)</source>
            <translation>合计（不涉及税费）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoPocBillDialog</name>
        <message>
            <source>The bill's amounts include tax</source>
            <translation>账单金额含税</translation>
        </message>
        <message>
            <source>Cost lines from a PoC bill</source>
            <translation>根据 PoC 账单生成费用行</translation>
        </message>
        <message>
            <source>e.g. invoice number, PoC week and month</source>
            <translation>例如发票号、PoC 所在周和月份</translation>
        </message>
        <message>
            <source>empty: not billed</source>
            <translation>留空：未计费</translation>
        </message>
        <message>
            <source>as normal</source>
            <translation>同常态</translation>
        </message>
        <message>
            <source>The PoC bill</source>
            <translation>PoC 账单</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>账单</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>One training run costs</source>
            <translation>一次训练运行费用</translation>
        </message>
        <message>
            <source>for</source>
            <translation>对应</translation>
        </message>
        <message>
            <source>days of serving</source>
            <translation>天的服务</translation>
        </message>
        <message>
            <source>One service deployment costs</source>
            <translation>一次服务部署费用</translation>
        </message>
        <message>
            <source>Volumes a month</source>
            <translation>每月用量</translation>
        </message>
        <message>
            <source>Training runs</source>
            <translation>训练运行次数</translation>
        </message>
        <message>
            <source>Service deployments running</source>
            <translation>运行中的服务部署数</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>常态</translation>
        </message>
        <message>
            <source>Peak</source>
            <translation>高峰</translation>
        </message>
        <message>
            <source>Per month</source>
            <translation>每月</translation>
        </message>
        <message>
            <source>Per year</source>
            <translation>每年</translation>
        </message>
        <message>
            <source>At normal volume</source>
            <translation>常态用量下</translation>
        </message>
        <message>
            <source>At peak volume</source>
            <translation>高峰用量下</translation>
        </message>
        <message>
            <source>Add lines</source>
            <translation>添加费用行</translation>
        </message>
        <message>
            <source>Preview (as billed; a month is 730 hours)</source>
            <translation>预览（按账单口径；每月按 730 小时计）</translation>
        </message>
        <message>
            <source>%1: “%2” is not a number (%3)</source>
            <translation>%1：“%2”不是数字（%3）</translation>
        </message>
        <message>
            <source>Days of serving</source>
            <translation>服务天数</translation>
        </message>
        <message>
            <source>Normal training runs</source>
            <translation>常态训练运行次数</translation>
        </message>
        <message>
            <source>Normal service deployments</source>
            <translation>常态服务部署数</translation>
        </message>
        <message>
            <source>Peak training runs</source>
            <translation>高峰训练运行次数</translation>
        </message>
        <message>
            <source>Peak service deployments</source>
            <translation>高峰服务部署数</translation>
        </message>
        <message>
            <source>Every volume is 0: there is no line to add</source>
            <translation>所有用量均为 0：没有可添加的费用行</translation>
        </message>
        <message>
            <source>All lines</source>
            <translation>全部费用行</translation>
        </message>
        <message>
            <source>%1: %2 a year, %3 over three years</source>
            <translation>%1：每年 %2，三年共 %3</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) to add. In the sheet (in %1, as totals are stated):</source>
            <translation>
                <numerusform>将添加 %n 条费用行。在表中（以 %1 计，与合计的口径一致）：</numerusform>
            </translation>
        </message>
        <message>
            <source>This candidate has no peak scenario: its lines carry the normal volume in every scenario, and the peak figures above are for comparison only.</source>
            <translation>该候选方案没有高峰场景：其费用行在每个场景中都按常态用量计，上面的高峰数字仅供比较。</translation>
        </message>
        <message>
            <source>In the peak scenario the peak volume applies in its peak months (every month when it names none), the normal volume in the others.</source>
            <translation>在高峰场景中，高峰月份按高峰用量计（未指定高峰月份时为每个月），其余月份按常态用量计。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoRepository</name>
        <message>
            <source>%1: %2 is not an exact decimal number (%3)</source>
            <translation>%1：%2 不是精确的小数（%3）</translation>
        </message>
        <message>
            <source>Cost line %1</source>
            <translation>费用行 %1</translation>
        </message>
        <message>
            <source>%1 has an unknown kind %2</source>
            <translation>%1 的类型 %2 无法识别</translation>
        </message>
        <message>
            <source>The TCO tax basis %1 is neither included nor excluded</source>
            <translation>TCO 计税口径 %1 既不是含税也不是不含税</translation>
        </message>
        <message>
            <source>The TCO tax rate %1 is not a rate of 0 or more</source>
            <translation>TCO 税率 %1 不是大于或等于 0 的税率</translation>
        </message>
        <message>
            <source>%1 has years %2, not years 1 to 3 in ascending order</source>
            <translation>%1 的年份为 %2，而不是按升序排列的第 1 至 3 年</translation>
        </message>
        <message>
            <source>%1 has an unknown price source %2</source>
            <translation>%1 的价格来源 %2 无法识别</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoScenarioDialog</name>
        <message>
            <source>Add a scenario</source>
            <translation>添加场景</translation>
        </message>
        <message>
            <source>Edit the scenario</source>
            <translation>编辑场景</translation>
        </message>
        <message>
            <source>e.g. 6, 7, 11, 12; empty: every month</source>
            <translation>例如 6, 7, 11, 12；留空：所有月份</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>系数</translation>
        </message>
        <message>
            <source>Peak months</source>
            <translation>峰值月份</translation>
        </message>
        <message>
            <source>With peak months the multiplier applies to those months only; lines may carry their own multiplier in the sheet's “Own multiplier” column.</source>
            <translation>指定峰值月份后，系数只作用于这些月份；费用行可在表格的“本行系数”列中设置自己的系数。</translation>
        </message>
        <message>
            <source>The multiplier “%1” is not a number</source>
            <translation>系数“%1”不是数字</translation>
        </message>
        <message>
            <source>“%1” is not a month (1 to 12)</source>
            <translation>“%1”不是月份（1 到 12）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoSettingsDialog</name>
        <message>
            <source>TCO settings</source>
            <translation>TCO 设置</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>One category a line, e.g. Security audit</source>
            <translation>每行一个类别，例如：安全审计</translation>
        </message>
        <message>
            <source>Evaluation currency</source>
            <translation>评估币种</translation>
        </message>
        <message>
            <source>Totals stated</source>
            <translation>合计口径</translation>
        </message>
        <message>
            <source>Tax rate (%) of lines that state none</source>
            <translation>未注明税率的费用行所用税率（%）</translation>
        </message>
        <message>
            <source>FX rates (units of the evaluation currency per unit)</source>
            <translation>汇率（每单位外币折合的评估币种金额）</translation>
        </message>
        <message>
            <source>The committee's own cost categories</source>
            <translation>委员会自定义的费用类别</translation>
        </message>
        <message>
            <source>The tax rate “%1” is not a number</source>
            <translation>税率“%1”不是数字</translation>
        </message>
        <message>
            <source>The FX rate of %1, “%2”, is not a number</source>
            <translation>%1 的汇率“%2”不是数字</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoSheetModel</name>
        <message>
            <source>quantity</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>unit price</source>
            <translation>单价</translation>
        </message>
        <message>
            <source>periods</source>
            <translation>周期数</translation>
        </message>
        <message>
            <source>hours a month</source>
            <translation>每月小时数</translation>
        </message>
        <message>
            <source>growth</source>
            <translation>增长</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>系数</translation>
        </message>
        <message>
            <source>months weighted by the peak</source>
            <translation>按峰值加权的月数</translation>
        </message>
        <message>
            <source>months</source>
            <translation>月数</translation>
        </message>
        <message>
            <source>FTE</source>
            <translation>FTE</translation>
        </message>
        <message>
            <source>loaded annual cost</source>
            <translation>年度综合人力成本</translation>
        </message>
        <message>
            <source>FX rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>tax added</source>
            <translation>加税</translation>
        </message>
        <message>
            <source>tax removed</source>
            <translation>去税</translation>
        </message>
        <message>
            <source>utilization</source>
            <translation>利用率</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Year %1: %2 = %3</source>
            <translation>第 %1 年：%2 = %3</translation>
        </message>
        <message>
            <source>This line belongs to another scenario.</source>
            <translation>该费用行属于其他场景。</translation>
        </message>
        <message>
            <source>No amount in this year.</source>
            <translation>该年无金额。</translation>
        </message>
        <message>
            <source>The line's own multiplier in the chosen scenario; empty: the scenario's.</source>
            <translation>该费用行在所选场景下的本行系数；留空：使用场景系数。</translation>
        </message>
        <message>
            <source>In %1, with tax, in the chosen scenario</source>
            <translation>所选场景下的金额（%1，含税）</translation>
        </message>
        <message>
            <source>In %1, without tax, in the chosen scenario</source>
            <translation>所选场景下的金额（%1，不含税）</translation>
        </message>
        <message>
            <source>Year 1</source>
            <translation>第 1 年</translation>
        </message>
        <message>
            <source>Year 2</source>
            <translation>第 2 年</translation>
        </message>
        <message>
            <source>Year 3</source>
            <translation>第 3 年</translation>
        </message>
        <message>
            <source>Three years</source>
            <translation>三年合计</translation>
        </message>
        <message>
            <source>Row %1, “%2”</source>
            <translation>第 %1 行“%2”</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
        <message>
            <source>Taken from the baseline at %1 % target utilization; there is no baseline now, so the quantity stays as it was.</source>
            <translation>按 %1 % 目标利用率取自基线；目前没有基线，数量保持不变。</translation>
        </message>
        <message>
            <source>From the baseline: %1 GPU-h/month measured %2–%3 at %4 % target</source>
            <translation>取自基线：%2–%3 测得每月 %1 GPU 小时，目标利用率 %4 %</translation>
        </message>
        <message>
            <source>This line can no longer take its quantity from the baseline (a recurring compute line billed monthly can).</source>
            <translation>该行已不能从基线取得数量（只有按月计费的周期性计算费用行可以）。</translation>
        </message>
        <message>
            <source>The baseline changed: it now suggests %1. “Update from baseline” takes it.</source>
            <translation>基线已变化：现在建议 %1。点击“根据基线更新”采用该值。</translation>
        </message>
        <message>
            <source>Taken from the baseline at %1 % target utilization; the baseline's GPU demand is being measured.</source>
            <translation>按 %1 % 目标利用率取自基线；正在测算基线的 GPU 需求。</translation>
        </message>
        <message>
            <source>In %1, no tax applies, in the chosen scenario</source>
            <translation>所选场景下的金额（%1，不涉及税费）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoSheetView</name>
        <message>
            <source>Copied %1 × %2 cells.</source>
            <translation>已复制 %1 × %2 个单元格。</translation>
        </message>
        <message>
            <source>The clipboard holds no cells to paste.</source>
            <translation>剪贴板中没有可粘贴的单元格。</translation>
        </message>
        <message>
            <source>Nothing was pasted: the block runs past the last column of the sheet (%1 cells outside).</source>
            <translation>未粘贴任何内容：区块超出了表格的最后一列（%1 个单元格在表格外）。</translation>
        </message>
        <message>
            <source>Nothing was pasted. %1</source>
            <translation>未粘贴任何内容。%1</translation>
        </message>
        <message>
            <source>Pasted %1 rows as one step (Ctrl+Z takes it back).</source>
            <translation>已作为一个步骤粘贴 %1 行（按 Ctrl+Z 可撤回）。</translation>
        </message>
        <message>
            <source>Filled down as one step (Ctrl+Z takes it back).</source>
            <translation>已作为一个步骤向下填充（按 Ctrl+Z 可撤回）。</translation>
        </message>
        <message>
            <source>A category, kind, currency, period or tax entry cannot be empty: type a new value.</source>
            <translation>类别、类型、币种、周期或税务口径不能为空：请输入新值。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoTornadoChart</name>
        <message>
            <source>%1, %2: three-year total with each driver at -30 % and +30 %</source>
            <translation>%1，%2：各驱动因素在 -30 % 和 +30 % 时的三年合计</translation>
        </message>
        <message>
            <source>Below the base total</source>
            <translation>低于基准合计</translation>
        </message>
        <message>
            <source>Above the base total</source>
            <translation>高于基准合计</translation>
        </message>
        <message>
            <source>Three-year total (million %1); base %2</source>
            <translation>三年合计（百万 %1）；基准 %2</translation>
        </message>
        <message>
            <source>%1 — flip at %2</source>
            <translation>%1 — 翻转点 %2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoXlsxExporter</name>
        <message>
            <source>Writing the workbook is not available in this build</source>
            <translation>此版本不支持写出工作簿</translation>
        </message>
        <message>
            <source>Writing the workbook needs libxlsxwriter (%1)</source>
            <translation>写出工作簿需要 libxlsxwriter（%1）</translation>
        </message>
        <message>
            <source>Writing the workbook needs libxlsxwriter %1 or later</source>
            <translation>写出工作簿需要 libxlsxwriter %1 或更高版本</translation>
        </message>
        <message>
            <source>Hour (730 h a month)</source>
            <translation>小时（每月 730 h）</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>周期</translation>
        </message>
        <message>
            <source>Once</source>
            <translation>一次性</translation>
        </message>
        <message>
            <source>FTE and year</source>
            <translation>FTE·年</translation>
        </message>
        <message>
            <source>Every year</source>
            <translation>每年</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Quantity (FTE for staff)</source>
            <translation>数量（人力为 FTE）</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>Unit price (loaded annual cost for staff)</source>
            <translation>单价（人力为年度综合人力成本）</translation>
        </message>
        <message>
            <source>Price per</source>
            <translation>计价单位</translation>
        </message>
        <message>
            <source>Periods per year</source>
            <translation>每年周期数</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>币种</translation>
        </message>
        <message>
            <source>FX rate (%1)</source>
            <translation>汇率（%1）</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>价格口径</translation>
        </message>
        <message>
            <source>Tax rate</source>
            <translation>税率</translation>
        </message>
        <message>
            <source>Yearly growth</source>
            <translation>年增长率</translation>
        </message>
        <message>
            <source>Years</source>
            <translation>适用年份</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>数据来源</translation>
        </message>
        <message>
            <source>%1: multiplier</source>
            <translation>%1：系数</translation>
        </message>
        <message>
            <source>%1: year %2 (%3)</source>
            <translation>%1：第 %2 年（%3）</translation>
        </message>
        <message>
            <source>%1: three years (%2)</source>
            <translation>%1：三年合计（%2）</translation>
        </message>
        <message>
            <source>FTE</source>
            <translation>FTE</translation>
        </message>
        <message>
            <source>With tax</source>
            <translation>含税</translation>
        </message>
        <message>
            <source>Without tax</source>
            <translation>不含税</translation>
        </message>
        <message>
            <source>Every scenario</source>
            <translation>所有场景</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>Subtotal of the category</source>
            <translation>类别小计</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Scenario id</source>
            <translation>场景编号</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>系数</translation>
        </message>
        <message>
            <source>Peak months</source>
            <translation>峰值月份</translation>
        </message>
        <message>
            <source>Number of peak months</source>
            <translation>峰值月份数</translation>
        </message>
        <message>
            <source>Each amount is the line's factors multiplied and rounded once with ROUND to the currency's minor unit (half away from zero); totals are sums of the rounded amounts. A peak scenario applies its multiplier to its peak months only: ((12 - peak months) + peak months x multiplier) / 12.</source>
            <translation>每个金额为该费用行各因子相乘后，用 ROUND 一次性取整到币种的最小单位（四舍五入，远离零取整）；合计为取整后金额之和。峰值场景只对峰值月份应用系数：((12 - 峰值月份数) + 峰值月份数 x 系数) / 12。</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Year 1 (%1)</source>
            <translation>第 1 年（%1）</translation>
        </message>
        <message>
            <source>Year 2 (%1)</source>
            <translation>第 2 年（%1）</translation>
        </message>
        <message>
            <source>Year 3 (%1)</source>
            <translation>第 3 年（%1）</translation>
        </message>
        <message>
            <source>Three years (%1)</source>
            <translation>三年合计（%1）</translation>
        </message>
        <message>
            <source>Evaluation</source>
            <translation>评估工作区</translation>
        </message>
        <message>
            <source> (default rate %1)</source>
            <translation>（默认税率 %1）</translation>
        </message>
        <message>
            <source>Totals stated</source>
            <translation>合计口径</translation>
        </message>
        <message>
            <source>Statuses as of</source>
            <translation>状态基准日</translation>
        </message>
        <message>
            <source>Cheapest Eligible candidate</source>
            <translation>成本最低的合格候选方案</translation>
        </message>
        <message>
            <source>Rounding</source>
            <translation>取整规则</translation>
        </message>
        <message>
            <source>Each line's yearly amount rounded half-up to the currency's minor unit (ROUND); totals are sums of the rounded amounts.</source>
            <translation>每个费用行的年度金额按四舍五入取整到币种的最小单位（ROUND）；合计为取整后金额之和。</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>汇总</translation>
        </message>
        <message>
            <source>Excel workbook</source>
            <translation>Excel 工作簿</translation>
        </message>
        <message>
            <source>Writing the workbook failed: no temporary folder (%1)</source>
            <translation>写出工作簿失败：没有临时文件夹（%1）</translation>
        </message>
        <message>
            <source>Writing the workbook failed: libxlsxwriter could not start one</source>
            <translation>写出工作簿失败：libxlsxwriter 无法创建工作簿</translation>
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation>三年总拥有成本（TCO）</translation>
        </message>
        <message>
            <source>Writing the workbook failed: %1</source>
            <translation>写出工作簿失败：%1</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>%1 (not eligible)</source>
            <translation>%1（不合格）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TextDecoder</name>
        <message>
            <source>The file is not text (it contains binary data); nothing was read</source>
            <translation>该文件不是文本文件（包含二进制数据）；未读取任何内容</translation>
        </message>
        <message>
            <source>The file starts with a %1 byte order mark but is read as %2</source>
            <translation>文件以 %1 字节顺序标记（BOM）开头，但按 %2 读取</translation>
        </message>
        <message>
            <source>The file is a ZIP archive, such as an Excel .xlsx workbook, not CSV; save it as CSV first</source>
            <translation>该文件是 ZIP 压缩包（例如 Excel .xlsx 工作簿），不是 CSV；请先另存为 CSV</translation>
        </message>
        <message>
            <source>The file is an old Excel .xls workbook, not CSV; save it as CSV first</source>
            <translation>该文件是旧版 Excel .xls 工作簿，不是 CSV；请先另存为 CSV</translation>
        </message>
        <message>
            <source>The file is a PDF document, not CSV</source>
            <translation>该文件是 PDF 文档，不是 CSV</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TextLimits</name>
        <message>
            <source>“%1” would be %2 characters long; it may hold at most %3. Nothing was changed.</source>
            <translation>“%1”将有 %2 个字符，最多只能有 %3 个。未做任何更改。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ValueConverter</name>
        <message>
            <source>Text</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>Number with thousands separators</source>
            <translation>带千位分隔符的数字</translation>
        </message>
        <message>
            <source>Percentage (85%)</source>
            <translation>百分比（85%）</translation>
        </message>
        <message>
            <source>Share between 0 and 1 (0.85)</source>
            <translation>0 到 1 之间的比例（0.85）</translation>
        </message>
        <message>
            <source>Yes or no</source>
            <translation>是/否</translation>
        </message>
        <message>
            <source>Slurm job state</source>
            <translation>Slurm 任务状态</translation>
        </message>
        <message>
            <source>Kubernetes pod phase</source>
            <translation>Kubernetes Pod 阶段</translation>
        </message>
        <message>
            <source>Outcome in words</source>
            <translation>文字表示的结果</translation>
        </message>
        <message>
            <source>Slurm elapsed time (d-hh:mm:ss)</source>
            <translation>Slurm 运行时长（d-hh:mm:ss）</translation>
        </message>
        <message>
            <source>Hours, minutes, seconds (h:mm:ss)</source>
            <translation>时、分、秒（h:mm:ss）</translation>
        </message>
        <message>
            <source>Minutes and seconds (mm:ss)</source>
            <translation>分、秒（mm:ss）</translation>
        </message>
        <message>
            <source>Number with a unit</source>
            <translation>带单位的数字</translation>
        </message>
        <message>
            <source>Milliseconds (unit stated)</source>
            <translation>毫秒（已注明单位）</translation>
        </message>
        <message>
            <source>Seconds (unit stated)</source>
            <translation>秒（已注明单位）</translation>
        </message>
        <message>
            <source>Minutes (unit stated)</source>
            <translation>分钟（已注明单位）</translation>
        </message>
        <message>
            <source>Hours (unit stated)</source>
            <translation>小时（已注明单位）</translation>
        </message>
        <message>
            <source>Days (unit stated)</source>
            <translation>天（已注明单位）</translation>
        </message>
        <message>
            <source>Seconds (no unit stated: assumed)</source>
            <translation>秒（未注明单位，按秒推定）</translation>
        </message>
        <message>
            <source>ISO 8601, local time</source>
            <translation>ISO 8601，本地时间</translation>
        </message>
        <message>
            <source>ISO 8601 with offset from UTC</source>
            <translation>ISO 8601，带 UTC 偏移量</translation>
        </message>
        <message>
            <source>Year/month/day, local time</source>
            <translation>年/月/日，本地时间</translation>
        </message>
        <message>
            <source>Year.month.day, local time</source>
            <translation>年.月.日，本地时间</translation>
        </message>
        <message>
            <source>Chinese date (2026年11月2日)</source>
            <translation>中文日期（2026年11月2日）</translation>
        </message>
        <message>
            <source>Date without a time (midnight)</source>
            <translation>不含时刻的日期（按零点计）</translation>
        </message>
        <message>
            <source>Excel serial date</source>
            <translation>Excel 序列日期</translation>
        </message>
        <message>
            <source>Unix time in seconds</source>
            <translation>Unix 时间（秒）</translation>
        </message>
        <message>
            <source>Unix time in milliseconds</source>
            <translation>Unix 时间（毫秒）</translation>
        </message>
        <message>
            <source>Decimal</source>
            <translation>小数</translation>
        </message>
        <message>
            <source>Amount with currency or 万</source>
            <translation>带币种或“万”的金额</translation>
        </message>
        <message>
            <source>Several formats</source>
            <translation>多种格式</translation>
        </message>
        <message>
            <source>%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals</source>
            <translation>%1 有歧义：“,”只能用作千位分隔符（1,234.5），小数点请用“.”</translation>
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation>%1 不是数字</translation>
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation>%1 超出范围</translation>
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation>%1 不是整数</translation>
        </message>
        <message>
            <source>%1 has no percent sign and is above 1: write 85% or 0.85, or state the unit % in the header or the mapping</source>
            <translation>%1 没有百分号且大于 1：请写成 85% 或 0.85，或在表头或列映射中注明单位 %</translation>
        </message>
        <message>
            <source>%1 is not yes or no</source>
            <translation>%1 不是“是”或“否”</translation>
        </message>
        <message>
            <source>%1 is a shortened Slurm state that could be any of: %2</source>
            <translation>%1 是缩写的 Slurm 状态，可能是以下任意一种：%2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>%1 is not an outcome (for example COMPLETED, FAILED, CANCELLED, 成功, 失败)</source>
            <translation>%1 不是有效的结果（例如 COMPLETED、FAILED、CANCELLED、成功、失败）</translation>
        </message>
        <message>
            <source>%1 is not a valid elapsed time</source>
            <translation>%1 不是有效的运行时长</translation>
        </message>
        <message>
            <source>%1 is not a duration</source>
            <translation>%1 不是时长</translation>
        </message>
        <message>
            <source>%1 has a unit that is not a time unit: %2</source>
            <translation>%1 的单位不是时间单位：%2</translation>
        </message>
        <message>
            <source>%1 is ambiguous: day and month could be either way round; write the year first (2026-11-02)</source>
            <translation>%1 有歧义：无法区分日和月；请把年份写在最前面（2026-11-02）</translation>
        </message>
        <message>
            <source>%1 is not a date and time this import can read</source>
            <translation>%1 不是本次导入可识别的日期时间</translation>
        </message>
        <message>
            <source>%1 is not a valid date</source>
            <translation>%1 不是有效日期</translation>
        </message>
        <message>
            <source>%1 is not a valid time of day</source>
            <translation>%1 不是有效的时刻</translation>
        </message>
        <message>
            <source>%1 has a time zone but no time of day</source>
            <translation>%1 带有时区，但没有时刻</translation>
        </message>
        <message>
            <source>%1 has an offset from UTC that does not exist</source>
            <translation>%1 的 UTC 偏移量不存在</translation>
        </message>
        <message>
            <source>%1 cannot be read: the time zone of the import is not valid</source>
            <translation>无法读取 %1：本次导入的时区无效</translation>
        </message>
        <message>
            <source>%1 does not exist in %2: the clocks skipped it (daylight saving time)</source>
            <translation>%1 在 %2 中不存在：时钟跳过了这一时刻（夏令时）</translation>
        </message>
        <message>
            <source>%1 happened twice in %2 (the clocks went back); the earlier one is taken</source>
            <translation>%1 在 %2 中出现了两次（时钟回拨），取较早的一次</translation>
        </message>
        <message>
            <source>%1 is the Excel serial of 29 February 1900, a day that does not exist</source>
            <translation>%1 是 1900 年 2 月 29 日的 Excel 序列号，而这一天并不存在</translation>
        </message>
        <message>
            <source>%1 was read as an Excel serial date, %2, which is unusually early</source>
            <translation>%1 被读作 Excel 序列日期 %2，该日期早得异常</translation>
        </message>
        <message>
            <source>%1 is a number that is neither an Excel serial date nor Unix seconds or milliseconds</source>
            <translation>%1 是数字，但既不是 Excel 序列日期，也不是 Unix 秒或毫秒</translation>
        </message>
        <message>
            <source>%1 is a number that is not an Excel serial date</source>
            <translation>%1 是数字，但不是 Excel 序列日期</translation>
        </message>
        <message>
            <source>%1 has a time of day; a date is expected</source>
            <translation>%1 含有时刻；此处应为日期</translation>
        </message>
        <message>
            <source>%1 is negative; durations cannot be negative</source>
            <translation>%1 为负数；时长不能为负</translation>
        </message>
        <message>
            <source>Percent, unit stated (85)</source>
            <translation>百分数，已注明单位（85）</translation>
        </message>
        <message>
            <source>A value is required here</source>
            <translation>此处必须填写值</translation>
        </message>
        <message>
            <source>Durations without a unit are read as seconds; state the unit in the header or the mapping if they are not</source>
            <translation>没有单位的时长按秒读取；如果不是秒，请在表头或列映射中注明单位</translation>
        </message>
        <message>
            <source>%1 is a time counted from the start of the trace: give the time the trace starts at</source>
            <translation>%1 是距追踪起点的时间：请给出追踪起点</translation>
        </message>
        <message>
            <source>%1 is too far from the start of the trace</source>
            <translation>%1 距追踪起点过远</translation>
        </message>
        <message>
            <source>Time from the start of the trace</source>
            <translation>距追踪起点的时间</translation>
        </message>
        <message>
            <source>%1 is infinite: a number here must be finite</source>
            <translation>%1 为无穷大：此处的数值必须有限</translation>
        </message>
        <message>
            <source>%1 is a spreadsheet error, not a number: correct the formula in the sheet, or write the value</source>
            <translation>%1 是电子表格的错误值，不是数值：请在表格中更正公式，或直接填写数值</translation>
        </message>
        <message>
            <source>%1 marks a missing number, but a value is required here</source>
            <translation>%1 表示缺失的数值，但此处必须有值</translation>
        </message>
        <message>
            <source>%1 marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</source>
            <translation>%1 表示缺失的数值，但此处空单元格代表默认值：请填写数值，或留空以使用默认值</translation>
        </message>
        <message>
            <source>%1 is too large to be a number</source>
            <translation>%1 过大，不是有效数值</translation>
        </message>
        <message>
            <source>The text is %1 characters long; at most %2 are allowed here</source>
            <translation>文本有 %1 个字符，此处最多允许 %2 个</translation>
        </message>
        <message>
            <source>A byte order mark (U+FEFF, often left where two files were joined) was removed from this cell</source>
            <translation>已从此单元格中删除字节顺序标记（U+FEFF，常见于两个文件拼接之处）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Verification</name>
        <message>
            <source>Audit entry %1 is missing: the log goes from entry %2 to entry %3 (an entry was removed).</source>
            <translation>缺少第 %1 条审计记录：日志从第 %2 条直接跳到第 %3 条（有记录被删除）。</translation>
        </message>
        <message>
            <source>Audit entries %1 to %2 are missing: the log goes from entry %3 to entry %4 (entries were removed).</source>
            <translation>缺少第 %1 至第 %2 条审计记录：日志从第 %3 条直接跳到第 %4 条（有记录被删除）。</translation>
        </message>
        <message>
            <source>Audit entry %1 has no chain hash although the entries before it have one: it was inserted, or its hash removed.</source>
            <translation>第 %1 条审计记录没有链哈希，而它之前的记录都有：该记录是被插入的，或其哈希被删除。</translation>
        </message>
        <message>
            <source>Audit entry %1 does not match its chain hash: it was changed, inserted or moved, or an entry before it was removed.</source>
            <translation>第 %1 条审计记录与其链哈希不符：该记录被修改、插入或移动，或者它之前的某条记录被删除。</translation>
        </message>
        <message numerus="yes">
            <source>%n more broken link(s) not listed.</source>
            <translation>
                <numerusform>另有 %n 处断链未列出。</numerusform>
            </translation>
        </message>
        <message>
            <source>The log ends at entry %1, but the expected head %2 is at entry %3: entries were cut off the end.</source>
            <translation>日志止于第 %1 条，但预期的链头 %2 位于第 %3 条：日志末尾的记录被截掉了。</translation>
        </message>
        <message>
            <source>At entry %1 the chain holds %2, not the expected head %3: the chain was rewritten (or the head is another evaluation's).</source>
            <translation>第 %1 条处的链值为 %2，而不是预期的链头 %3：审计链被重写过（或该链头属于另一个评估）。</translation>
        </message>
        <message>
            <source>no hash</source>
            <translation>无哈希</translation>
        </message>
        <message>
            <source>The evidence file “%1” (id %2, %3 / %4) does not match the SHA-256 and size recorded for it.</source>
            <translation>证据文件“%1”（编号 %2，%3 / %4）与记录的 SHA-256 和大小不符。</translation>
        </message>
        <message>
            <source>SQLite's integrity check: %1</source>
            <translation>SQLite 完整性检查：%1</translation>
        </message>
        <message>
            <source>SQLite's full integrity check of the whole file</source>
            <translation>对整个文件执行 SQLite 完整性检查（integrity_check）</translation>
        </message>
        <message>
            <source>The audit chain: %1 entries (%2 chained, %3 before the chain); every chained entry's hash recomputed from its canonical form, none missing, none without its hash after the chain started; head %4</source>
            <translation>审计链：共 %1 条记录（%2 条在链上，%3 条早于审计链）；按规范形式重新计算了每条链上记录的哈希，没有缺失的记录，审计链开始后也没有缺少哈希的记录；链头 %4</translation>
        </message>
        <message>
            <source>The audit chain: the file is at schema version %1, before the chain, and none of its %2 entries carries a hash. Opening it in GateBench upgrades it and starts the chain.</source>
            <translation>审计链：该文件的架构版本为 %1，早于审计链，其 %2 条记录均没有哈希。在 GateBench 中打开它会升级文件并开始审计链。</translation>
        </message>
        <message>
            <source>The expected head %1: the chain holds it at entry %2</source>
            <translation>预期链头 %1：审计链在第 %2 条处包含它</translation>
        </message>
        <message numerus="yes">
            <source>Every evidence file's content against its recorded SHA-256 and size: %n file(s)</source>
            <translation>
                <numerusform>每个证据文件的内容与记录的 SHA-256 和大小一致：共 %n 个文件</numerusform>
            </translation>
        </message>
        <message>
            <source>The fingerprint recorded when the decision was signed, against the current data: no signed decision.</source>
            <translation>签署决策时记录的指纹与当前数据是否一致：没有已签署的决策。</translation>
        </message>
        <message>
            <source>The content of entries 1 to %1: they were written before the chain (schema version 20) and carry no hash; only that none is missing.</source>
            <translation>第 1 至第 %1 条记录的内容：它们写于审计链之前（架构版本 20 之前），没有哈希；只能检查其中没有缺失。</translation>
        </message>
        <message>
            <source>Entries cut off the end, or the whole chain recomputed after a change: anyone who can write the file can do either. Give the head a report or a bundle states with --expect N:HASH.</source>
            <translation>末尾被截掉的记录，或修改后重新计算的整条审计链：任何能写入该文件的人都能做到。请用 --expect N:HASH 给出报告或导出包中记载的链头。</translation>
        </message>
        <message>
            <source>A file rewritten from scratch by someone who also rewrote every copy of the report and of its head: only a head kept out of their reach tells it.</source>
            <translation>有人从头重写了文件，同时也重写了报告及其链头的每一份副本：只有保存在其无法触及之处的链头才能识破。</translation>
        </message>
        <message>
            <source>The file's schema is not GateBench's (version %1): %2.</source>
            <translation>文件的结构与 GateBench 的数据库结构（版本 %1）不一致：%2。</translation>
        </message>
        <message>
            <source>The file's tables, indexes, triggers and views against GateBench's schema for its version (%1)</source>
            <translation>文件的表、索引、触发器和视图与 GateBench 对应版本（%1）的数据库结构比对</translation>
        </message>
        <message>
            <source>The fingerprint of the data cannot be computed to compare it with the one recorded at sign-off: %1</source>
            <translation>无法计算数据的指纹，因而无法与签字时记录的指纹比对：%1</translation>
        </message>
        <message>
            <source>The decision was signed and frozen on %1 with the fingerprint %2, but its data now gives %3: something the fingerprint covers (a score, a verdict, a cost line …) was changed after sign-off without reopening the decision.</source>
            <translation>决策于 %1 签字并冻结，当时的指纹为 %2，但现在的数据得到 %3：指纹所涵盖的内容（评分、结论、费用行……）在签字后未经重新开启决策就被改动了。</translation>
        </message>
        <message>
            <source>The fingerprint recorded when the decision was signed and frozen (%1, %2) against the current data</source>
            <translation>决策签字并冻结时记录的指纹（%1，%2）与当前数据比对</translation>
        </message>
        <message>
            <source>The server's check: %1</source>
            <translation>服务器的检查：%1</translation>
        </message>
        <message>
            <source>The evaluation's schema on the server is not GateBench's (version %1): %2.</source>
            <translation>服务器上评估的结构与 GateBench 的数据库结构（版本 %1）不一致：%2。</translation>
        </message>
        <message>
            <source>The evaluation's tables, indexes, triggers and functions on the server against GateBench's schema for its version (%1)</source>
            <translation>服务器上评估的表、索引、触发器和函数与 GateBench 对应版本（%1）的数据库结构比对</translation>
        </message>
        <message>
            <source>The seal of audit entry %1 is not the one its kept values give: the entry or its values were changed.</source>
            <translation>审计条目 %1 的封签与为其保存的值算出的封签不符：该条目或其值已被改动。</translation>
        </message>
        <message>
            <source>The seals of the audit entries about sealed scores against the values kept for them: %1 checked</source>
            <translation>密封评分的审计条目的封签与为其保存的值比对：已检查 %1 条</translation>
        </message>
        <message>
            <source>Entries cut off the end, or the whole chain recomputed after a change: anyone who may change the evaluation's tables on the server (its superuser, for one) can do either. Give the head a report or a bundle states with --expect N:HASH.</source>
            <translation>末尾被截掉的记录，或修改后重新计算的整条审计链：任何可以修改服务器上该评估各表的人（例如其超级用户）都能做到。请用 --expect N:HASH 给出报告或导出包中记载的链头。</translation>
        </message>
        <message>
            <source>An evaluation rewritten from scratch on the server by someone who also rewrote every copy of the report and of its head: only a head kept out of their reach tells it.</source>
            <translation>有人在服务器上从头重写了评估，同时也重写了报告及其链头的每一份副本：只有保存在其无法触及之处的链头才能识破。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::VerifyCommand</name>
        <message>
            <source>Verified %1</source>
            <translation>已校验 %1</translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation>审计链头：%1</translation>
        </message>
        <message>
            <source>Checked:</source>
            <translation>已检查：</translation>
        </message>
        <message>
            <source>Not checked:</source>
            <translation>未检查：</translation>
        </message>
        <message>
            <source>Problems (%1):</source>
            <translation>问题（%1 个）：</translation>
        </message>
        <message>
            <source>All of it holds.</source>
            <translation>全部检查通过。</translation>
        </message>
        <message>
            <source>The record does not hold: %1</source>
            <translation>记录未通过检查：%1</translation>
        </message>
        <message>
            <source>Check an evaluation's record: SQLite's integrity, the audit chain, every evidence file's SHA-256 and, with --expect, that the chain still holds a head kept from a report or a bundle. Prints what it checked and what it cannot check; exits 0 when all holds, 3 when something does not. Never writes to FILE.</source>
            <translation>检查评估的记录：SQLite 完整性、审计链、每个证据文件的 SHA-256，以及（使用 --expect 时）审计链是否仍包含报告或导出包中记下的链头。输出已检查和无法检查的内容；全部通过时退出码为 0，否则为 3。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>A head of the audit chain kept elsewhere, N:HASH: the chain must hold it at entry N.</source>
            <translation>另行保存的审计链头 N:HASH：审计链必须在第 N 条处包含它。</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation>输出 JSON。</translation>
        </message>
        <message>
            <source>--expect takes a head as N:HASH (an entry number and 64 hex digits), not %1</source>
            <translation>--expect 需要 N:HASH 形式的链头（记录序号和 64 位十六进制数字），而不是 %1</translation>
        </message>
        <message>
            <source>%1: verify runs as the chair's role: the role %2 cannot read the audit log's values nor other members' sealed scores and seals, so the chain cannot be checked. Run it as the chair's role.</source>
            <translation>%1：verify 须以主席的角色运行：角色 %2 无法读取审计日志中的值，也无法读取其他委员被封存的评分和封签，因此无法校验审计链。请以主席的角色运行。</translation>
        </message>
        <message>
            <source>Ran on the server as the role %1, which reads every row.
</source>
            <translation>已在服务器上以角色 %1 运行，该角色可读取所有记录。
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::VisibleRows</name>
        <message>
            <source>A reader's view of the evaluation cannot be written.</source>
            <translation>读者视图中的评估不能写入。</translation>
        </message>
        <message>
            <source>A scoring round is sealed: a copy of the whole evaluation would carry scores this reader may not see.</source>
            <translation>评分轮次已封存：整个评估的副本会带有该读者无权查看的评分。</translation>
        </message>
        <message>
            <source>%1 cannot be read this way while a round is sealed.</source>
            <translation>轮次封存期间不能以这种方式读取 %1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WaitCdfChart</name>
        <message>
            <source>Jobs started within the wait (%)</source>
            <translation>在该等待时间内开始的任务（%）</translation>
        </message>
        <message>
            <source>%1 (%2 jobs)</source>
            <translation>%1（%2 个任务）</translation>
        </message>
        <message>
            <source>%1: %2 % of jobs started within %3 %4</source>
            <translation>%1：%2 % 的任务在 %3 %4 内开始</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WaiverDialog</name>
        <message>
            <source>Waive a gate</source>
            <translation>豁免门槛项</translation>
        </message>
        <message>
            <source>Waive %1 until a date. A waiver only covers a gate nobody could verify yet; it becomes an acceptance condition in the decision report, and after its expiry date the gate counts as unknown again.</source>
            <translation>豁免“%1”至指定日期。豁免只适用于尚无人能够验证的门槛项；豁免会作为验收条件写入决策报告，过了到期日期后，该门槛项重新视为未知。</translation>
        </message>
        <message>
            <source>Who answers for it, e.g. the security lead</source>
            <translation>由谁负责，例如安全负责人</translation>
        </message>
        <message>
            <source>Owner:</source>
            <translation>负责人：</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation>理由：</translation>
        </message>
        <message>
            <source>Valid through:</source>
            <translation>有效期至：</translation>
        </message>
        <message>
            <source>Waive</source>
            <translation>豁免</translation>
        </message>
        <message>
            <source>A waiver needs an owner and a reason.</source>
            <translation>豁免必须填写负责人和理由。</translation>
        </message>
        <message>
            <source>Why the committee accepts leaving the gate open for now</source>
            <translation>评审委员会为何暂时接受该门槛项保持未决</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Whatif</name>
        <message>
            <source>A stored policy does not read: %1</source>
            <translation>已保存的调度策略无法读取：%1</translation>
        </message>
        <message>
            <source>This evaluation keeps no scheduling policies (an older file)</source>
            <translation>该评估文件不保存调度策略（旧版本文件）</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>必须为 true 或 false</translation>
        </message>
        <message>
            <source>must be a number</source>
            <translation>必须是数字</translation>
        </message>
        <message>
            <source>must be 0 or more</source>
            <translation>必须大于或等于 0</translation>
        </message>
        <message>
            <source>must be at most %1</source>
            <translation>不得超过 %1</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>必须是整数</translation>
        </message>
        <message>
            <source>must be at least %1</source>
            <translation>不得小于 %1</translation>
        </message>
        <message>
            <source>must be "teams" or an object of GPUs by team</source>
            <translation>必须为 "teams" 或按团队给出 GPU 数的对象</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>团队需要名称</translation>
        </message>
        <message>
            <source>names no pool</source>
            <translation>未指定任何资源池</translation>
        </message>
        <message>
            <source>must be a number of GPUs (0 or more) or an object of GPUs per pool</source>
            <translation>必须是 GPU 数（大于或等于 0）或按资源池给出 GPU 数的对象</translation>
        </message>
        <message>
            <source>As today</source>
            <translation>现状</translation>
        </message>
        <message>
            <source>First come, first served with quotas</source>
            <translation>先到先服务，带配额</translation>
        </message>
        <message>
            <source>Fair share with borrowing and reclaim</source>
            <translation>公平份额，可借用与回收</translation>
        </message>
        <message>
            <source>Gang scheduling with queues and priorities</source>
            <translation>成组调度，带队列与优先级</translation>
        </message>
        <message>
            <source>Reserved capacity per team</source>
            <translation>按团队预留容量</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 个 GPU</translation>
        </message>
        <message>
            <source>%1 GPUs of %2</source>
            <translation>%2 上 %1 个 GPU</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>EASY backfill every %1, %2 jobs deep</source>
            <translation>每 %1 做一次 EASY 回填，最多查看 %2 个任务</translation>
        </message>
        <message>
            <source>no backfill</source>
            <translation>不回填</translation>
        </message>
        <message>
            <source>quotas (hard caps): %1</source>
            <translation>配额（硬上限）：%1</translation>
        </message>
        <message>
            <source>each team's quota</source>
            <translation>各团队配额</translation>
        </message>
        <message>
            <source>deserved quotas: %1</source>
            <translation>应得配额：%1</translation>
        </message>
        <message>
            <source>borrowing idle GPUs</source>
            <translation>可借用空闲 GPU</translation>
        </message>
        <message>
            <source>no borrowing</source>
            <translation>不可借用</translation>
        </message>
        <message>
            <source>reclaim by preemption</source>
            <translation>通过抢占回收</translation>
        </message>
        <message>
            <source>no reclaim</source>
            <translation>不回收</translation>
        </message>
        <message>
            <source>queue weights: %1</source>
            <translation>队列权重：%1</translation>
        </message>
        <message>
            <source>the teams' quotas</source>
            <translation>各团队配额</translation>
        </message>
        <message>
            <source>equal</source>
            <translation>均等</translation>
        </message>
        <message>
            <source>priorities: %1</source>
            <translation>优先级：%1</translation>
        </message>
        <message>
            <source>preemption by priority</source>
            <translation>按优先级抢占</translation>
        </message>
        <message>
            <source>no preemption</source>
            <translation>不抢占</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>预留：%1</translation>
        </message>
        <message>
            <source>checkpoint every %1</source>
            <translation>每 %1 保存一次检查点</translation>
        </message>
        <message>
            <source>start-up delay %1</source>
            <translation>启动延迟 %1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>not valid JSON at byte %1: %2</source>
            <translation>不是有效的 JSON（第 %1 字节）：%2</translation>
        </message>
        <message>
            <source>a policy is a JSON object</source>
            <translation>调度策略必须是一个 JSON 对象</translation>
        </message>
        <message>
            <source>is missing (as_is, fifo, fair_share, gang or reserved)</source>
            <translation>缺失（as_is、fifo、fair_share、gang 或 reserved）</translation>
        </message>
        <message>
            <source>must be as_is, fifo, fair_share, gang or reserved</source>
            <translation>必须为 as_is、fifo、fair_share、gang 或 reserved</translation>
        </message>
        <message>
            <source>is not a field of a %1 policy</source>
            <translation>不是 %1 策略的字段</translation>
        </message>
        <message>
            <source>must be "easy" or "none"</source>
            <translation>必须为 "easy" 或 "none"</translation>
        </message>
        <message>
            <source>must be "teams" or an object of weights by team</source>
            <translation>必须为 "teams" 或按团队给出权重的对象</translation>
        </message>
        <message>
            <source>must be an object of priorities by team or task type</source>
            <translation>必须是按团队或任务类型给出优先级的对象</translation>
        </message>
        <message>
            <source>must be a whole number from -1000000 to 1000000</source>
            <translation>必须是 -1000000 到 1000000 之间的整数</translation>
        </message>
        <message>
            <source>Base Command Platform's job queue: first come, first served within team quotas, with backfill (assumed; check the quote)</source>
            <translation>Base Command Platform 的任务队列：团队配额内先到先服务，带回填（假设；请核对报价）</translation>
        </message>
        <message>
            <source>Run:ai projects: a deserved quota per team, over-quota borrowing of idle GPUs, reclaim by preemption; jobs checkpoint every 30 min (assumed)</source>
            <translation>Run:ai 项目：每个团队一份应得配额，可超配额借用空闲 GPU，通过抢占回收；任务每 30 分钟保存一次检查点（假设）</translation>
        </message>
        <message>
            <source>Kueue ClusterQueues in one cohort (OpenShift AI's distributed workloads): nominal quota per team, borrowing, reclaim within the cohort; jobs checkpoint every 30 min (assumed)</source>
            <translation>同一 cohort 中的 Kueue ClusterQueue（OpenShift AI 的分布式工作负载）：每个团队一份名义配额，可借用，在 cohort 内回收；任务每 30 分钟保存一次检查点（假设）</translation>
        </message>
        <message>
            <source>Volcano: gang scheduling, one weighted queue per team, interactive and inference jobs at a higher priority, preemption and reclaim; jobs checkpoint every 30 min (assumed)</source>
            <translation>Volcano：成组调度，每个团队一个加权队列，交互式和推理任务优先级更高，可抢占和回收；任务每 30 分钟保存一次检查点（假设）</translation>
        </message>
        <message>
            <source>A cloud resource pool per team (each team's quota reserved for it, the rest shared), 5 min to bring up a node (assumed)</source>
            <translation>每个团队一个云上资源池（按团队配额预留，其余共享），启动一个节点需 5 分钟（假设）</translation>
        </message>
        <message numerus="yes">
            <source>%1; on today's nodes, so today's start-up delay of %n s (assumed)</source>
            <translation>
                <numerusform>%1；沿用现有节点，因此启动延迟与现状相同，为 %n 秒（假设）</numerusform>
            </translation>
        </message>
        <message>
            <source>The reservations in pool %1 add up to %2 GPUs; it has %3</source>
            <translation>资源池 %1 的预留合计 %2 个 GPU，而该池只有 %3 个</translation>
        </message>
        <message>
            <source>Job %1 names no pool or team of the replay</source>
            <translation>任务 %1 未对应回放中的任何资源池或团队</translation>
        </message>
        <message>
            <source>job %1</source>
            <translation>任务 %1</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs (%3 whole nodes of %4); pool %5 has %6 GPUs: left out of the replay</source>
            <translation>%1 申请 %2 个 GPU（%3 个整节点，每节点 %4 个）；资源池 %5 只有 %6 个 GPU：不参与回放</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; pool %3 has %4 GPUs: left out of the replay</source>
            <translation>%1 申请 %2 个 GPU；资源池 %3 只有 %4 个 GPU：不参与回放</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; team %3 may hold at most %4 under this policy: left out of the replay</source>
            <translation>%1 申请 %2 个 GPU；在该策略下团队 %3 最多只能占用 %4 个：不参与回放</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; team %3 can use at most %4 in pool %5 (its reservation and the shared GPUs): left out of the replay</source>
            <translation>%1 申请 %2 个 GPU；团队 %3 在资源池 %5 中最多可用 %4 个（其预留加共享 GPU）：不参与回放</translation>
        </message>
        <message>
            <source>The replay was cancelled</source>
            <translation>回放已取消</translation>
        </message>
        <message>
            <source>The replay has no GPU pool</source>
            <translation>回放没有任何 GPU 资源池</translation>
        </message>
        <message>
            <source>A sweep goes from a number of GPUs (0 or more) up to a larger one, by a step over 0</source>
            <translation>扫描须从某个 GPU 数（不小于 0）增加到更大的数，步长须大于 0</translation>
        </message>
        <message>
            <source>A sweep has at most %1 values; this one has %2: take a larger step</source>
            <translation>一次扫描最多 %1 个取值，本次有 %2 个：请加大步长</translation>
        </message>
        <message>
            <source>Borrowing is a parameter of fair share only; %1 is %2</source>
            <translation>只有公平份额策略才有“借用”参数；%1 的策略是：%2</translation>
        </message>
        <message>
            <source>cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>Candidate %1: %2</source>
            <translation>候选方案 %1：%2</translation>
        </message>
        <message>
            <source>A replay keeps the submit times users chose under the old queue: users who would have submitted differently under another policy are not modelled.</source>
            <translation>回放沿用用户在原有队列下选择的提交时间：用户在其他策略下可能改变的提交行为未纳入模型。</translation>
        </message>
        <message numerus="yes">
            <source>Each job runs for its recorded run time, jittered by up to 10 % per seed (%n seeds); figures are the median over the seeds with their range.</source>
            <translation>
                <numerusform>每个任务按记录的运行时长运行，每个种子扰动最多 10 %（共 %n 个种子）；数值为各种子的中位数及其范围。</numerusform>
            </translation>
        </message>
        <message>
            <source>Jobs that never started (%1, cancelled while pending or still pending) are not replayed; their waits are reported by the baseline apart.</source>
            <translation>从未开始的任务（%1 个，排队中取消或仍在排队）不参与回放；其等待时间由基线单独报告。</translation>
        </message>
        <message>
            <source>A job of several nodes takes its nodes whole; jobs of one node pack onto the nodes of their pool (placement is not modelled).</source>
            <translation>多节点任务独占整节点；单节点任务在所属资源池的节点上紧凑放置（未模拟具体放置）。</translation>
        </message>
        <message>
            <source>Backfill knows each job's run time exactly (the job records carry no time limit).</source>
            <translation>回填按各任务的实际运行时长计算（任务记录不含时间上限）。</translation>
        </message>
        <message>
            <source>A prediction is advice beside the evidence: it never settles a gate.</source>
            <translation>预测仅作为证据之外的参考，不能据此判定门槛项。</translation>
        </message>
        <message>
            <source>Capacity of %1 GPUs is partly or wholly inferred from the job log's peak allocation, not from the GPU inventory.</source>
            <translation>%1 个 GPU 的容量部分或全部由任务记录的峰值分配推断，而非来自 GPU 清单。</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every comparison is marked uncalibrated.</source>
            <translation>未校准：按现状策略回放未能在误差不超过 20 % 与 5 分钟中较大者的范围内重现实测等待时间；所有比较均标记为未校准。</translation>
        </message>
        <message>
            <source>The policy of %1 is a default, not the committee's: %2</source>
            <translation>%1 的调度策略为默认假设，并非委员会确认：%2</translation>
        </message>
        <message>
            <source>no policy stated: today's policy is assumed</source>
            <translation>未指定策略：假设沿用现状策略</translation>
        </message>
        <message>
            <source>The evaluation has no candidate %1</source>
            <translation>该评估中没有候选方案 %1</translation>
        </message>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1（%2 至 %3）</translation>
        </message>
        <message numerus="yes">
            <source>Scheduling what-if: the job log replayed under each candidate's policy (%n seeds)</source>
            <translation>
                <numerusform>调度假设分析：按各候选方案的策略回放任务记录（%n 个种子）</numerusform>
            </translation>
        </message>
        <message>
            <source>Assumptions:</source>
            <translation>假设：</translation>
        </message>
        <message>
            <source>Calibration: today's policy reproduces the measured waits</source>
            <translation>校准：现状策略重现了实测等待时间</translation>
        </message>
        <message>
            <source>Calibration: UNCALIBRATED, today's policy does not reproduce the measured waits</source>
            <translation>校准：未校准，现状策略未能重现实测等待时间</translation>
        </message>
        <message>
            <source>Group | jobs started | measured P50 | predicted P50 | measured P90 | predicted P90 | within tolerance</source>
            <translation>分组 | 已开始任务数 | 实测 P50 | 预测 P50 | 实测 P90 | 预测 P90 | 是否在容差内</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>全部任务</translation>
        </message>
        <message>
            <source>not checked (under %1 jobs)</source>
            <translation>未检查（少于 %1 个任务）</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Candidate: %1 (%2)</source>
            <translation>候选方案：%1（%2）</translation>
        </message>
        <message>
            <source>Policy assumed: %1</source>
            <translation>假设的策略：%1</translation>
        </message>
        <message>
            <source>Uncalibrated prediction</source>
            <translation>未校准的预测</translation>
        </message>
        <message>
            <source>Policy: %1</source>
            <translation>策略：%1</translation>
        </message>
        <message>
            <source>Group | P50 wait (range) | P90 wait (range) | measured P90</source>
            <translation>分组 | P50 排队时间（范围） | P90 排队时间（范围） | 实测 P90</translation>
        </message>
        <message>
            <source>Allocated share: %1; effective share: %2; GPU-hours lost to preemption: %3</source>
            <translation>分配占比：%1；有效计算占比：%2；因抢占损失的 GPU 小时：%3</translation>
        </message>
        <message>
            <source>Quota satisfaction of %1: %2</source>
            <translation>%1 的配额满足率：%2</translation>
        </message>
        <message>
            <source>Target predicted to be met: %1</source>
            <translation>预计可达成的目标：%1</translation>
        </message>
        <message>
            <source>Target not predicted to be met: %1</source>
            <translation>预计无法达成的目标：%1</translation>
        </message>
        <message>
            <source>Shorter P90 wait than, over every seed: %1</source>
            <translation>在所有种子下 P90 排队时间均短于：%1</translation>
        </message>
        <message>
            <source>Measured today</source>
            <translation>现状实测</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; pool %3 never again has that many free after its GPUs are retired: left out of the replay</source>
            <translation>%1 申请 %2 个 GPU；资源池 %3 的部分 GPU 退役后再也没有这么多空闲：不参与回放</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifCommand</name>
        <message>
            <source>%1: cannot be read: %2</source>
            <translation>%1：无法读取：%2</translation>
        </message>
        <message>
            <source>%1: a policy is at most 1 MB</source>
            <translation>%1：调度策略文件不得超过 1 MB</translation>
        </message>
        <message>
            <source>Replay the baseline's job log under today's scheduling policy (calibration: it must reproduce the measured P50 and P90 waits within max(20 %, 5 min)) and under each candidate's policy, over several seeds with run times jittered by 10 %: predicted waits per team and time slot, utilization, GPU-hours lost to preemption, quota satisfaction and the improvement targets predicted to be met. A prediction is advice, never a gate's evidence. Never writes to FILE unless --set-policy or --clear-policy is given.</source>
            <translation>按现状调度策略（校准：须在误差不超过 20 % 与 5 分钟中较大者的范围内重现实测 P50 和 P90 排队时间）及各候选方案的策略回放基线任务记录，使用多个种子并对运行时长做 10 % 扰动：输出按团队和时段的预测排队时间、利用率、因抢占损失的 GPU 小时、配额满足率以及预计可达成的改进目标。预测仅供参考，不能作为门槛项证据。除非指定 --set-policy 或 --clear-policy，否则不写入 FILE。</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>Only this candidate (its id, e.g. runai).</source>
            <translation>仅此候选方案（其编号，如 runai）。</translation>
        </message>
        <message>
            <source>Replay this policy document (JSON) for the candidate instead of its stored one (with --candidate), or as a candidate of its own.</source>
            <translation>用此策略文件（JSON）代替候选方案已保存的策略回放（配合 --candidate），或将其作为单独的候选方案回放。</translation>
        </message>
        <message>
            <source>Seeded replays per policy (default 5).</source>
            <translation>每个策略的种子回放次数（默认 5）。</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</source>
            <translation>输出 JSON（排队时间以秒计，占比为 0 到 1，GPU 小时）。</translation>
        </message>
        <message>
            <source>Store this policy document for --candidate C (or --as-is) as one undoable step, and print nothing else.</source>
            <translation>将此策略文件保存为 --candidate C（或 --as-is）的策略，作为一个可撤销的步骤，不输出其他内容。</translation>
        </message>
        <message>
            <source>Remove the stored policy of --candidate C (or --as-is): back to the default.</source>
            <translation>删除 --candidate C（或 --as-is）已保存的策略：恢复默认。</translation>
        </message>
        <message>
            <source>With --set-policy or --clear-policy: today's policy.</source>
            <translation>与 --set-policy 或 --clear-policy 一起使用：现状策略。</translation>
        </message>
        <message>
            <source>--set-policy and --clear-policy exclude each other</source>
            <translation>--set-policy 与 --clear-policy 不能同时使用</translation>
        </message>
        <message>
            <source>say whose policy: --candidate C or --as-is</source>
            <translation>请指明是谁的策略：--candidate C 或 --as-is</translation>
        </message>
        <message>
            <source>Stored the policy (%1)</source>
            <translation>已保存调度策略（%1）</translation>
        </message>
        <message>
            <source>Removed the stored policy</source>
            <translation>已删除保存的调度策略</translation>
        </message>
        <message>
            <source>--as-is goes with --set-policy or --clear-policy</source>
            <translation>--as-is 须与 --set-policy 或 --clear-policy 一起使用</translation>
        </message>
        <message>
            <source>--seeds takes a whole number from 1 to 100</source>
            <translation>--seeds 须为 1 到 100 之间的整数</translation>
        </message>
        <message>
            <source>The evaluation has no job records to replay</source>
            <translation>该评估没有可回放的任务记录</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifEdits</name>
        <message>
            <source>Today's policy cannot be "as_is": state its kind</source>
            <translation>现状策略不能为 "as_is"：请指明其类型</translation>
        </message>
        <message>
            <source>Set today's scheduling policy to %1</source>
            <translation>将现状调度策略设为%1</translation>
        </message>
        <message>
            <source>Remove today's scheduling policy</source>
            <translation>删除现状调度策略</translation>
        </message>
        <message>
            <source>Set the scheduling policy of %1 to %2</source>
            <translation>将 %1 的调度策略设为%2</translation>
        </message>
        <message>
            <source>Remove the scheduling policy of %1</source>
            <translation>删除 %1 的调度策略</translation>
        </message>
        <message numerus="yes">
            <source>Record the what-if load exported for %1 (%n hour(s), %2 GPUs)</source>
            <translation>
                <numerusform>记录为 %1 导出的假设分析负载（%n 小时，%2 块 GPU）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifExportCommand</name>
        <message>
            <source>--%1 takes a whole number from 1 up, not %2</source>
            <translation>--%1 需要不小于 1 的整数，不能是 %2</translation>
        </message>
        <message>
            <source>Cannot create the folder of %1</source>
            <translation>无法创建 %1 所在的文件夹</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>%1 needs the columns %2 and %3 in its header</source>
            <translation>%1 的表头需要包含 %2 和 %3 两列</translation>
        </message>
        <message>
            <source>%1 line %2: a replay id and a predicted wait of 0 seconds or more are needed</source>
            <translation>%1 第 %2 行：需要回放任务编号，以及不小于 0 秒的预测排队时间</translation>
        </message>
        <message>
            <source>%1 line %2: the job %3 is predicted twice</source>
            <translation>%1 第 %2 行：任务 %3 被预测了两次</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>评估文件（.gatebench）。</translation>
        </message>
        <message>
            <source>The candidate whose PoC replays the load (id).</source>
            <translation>在其 PoC 中回放负载的候选方案（编号）。</translation>
        </message>
        <message>
            <source>The window's length in whole hours (default 4).</source>
            <translation>时间窗长度，整数小时（默认 4）。</translation>
        </message>
        <message>
            <source>The PoC cluster's GPUs.</source>
            <translation>PoC 集群的 GPU 数量。</translation>
        </message>
        <message>
            <source>The folder to write into (created if needed).</source>
            <translation>写入的文件夹（不存在时创建）。</translation>
        </message>
        <message>
            <source>Write into a folder that is not empty, replacing an earlier export's files.</source>
            <translation>写入非空文件夹，替换此前导出的文件。</translation>
        </message>
        <message>
            <source>whatif export needs --%1</source>
            <translation>whatif export 需要 --%1</translation>
        </message>
        <message>
            <source>%1 is a file, not a folder</source>
            <translation>%1 是文件，不是文件夹</translation>
        </message>
        <message>
            <source>%1 is not empty; add --force to write into it</source>
            <translation>%1 不为空；如要写入，请加 --force</translation>
        </message>
        <message>
            <source>Cannot remove %1 of an earlier export</source>
            <translation>无法删除此前导出的 %1</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %1: %n job(s) of the busiest %2 hours, scaled to %3 GPUs.
</source>
            <translation>
                <numerusform>已写入 %1：最繁忙的 %2 小时中的 %n 个任务，按 %3 块 GPU 缩放。
</numerusform>
            </translation>
        </message>
        <message>
            <source>The candidate whose PoC runs are measured (id).</source>
            <translation>实测其 PoC 运行的候选方案（编号）。</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds).</source>
            <translation>输出 JSON（排队时间单位为秒）。</translation>
        </message>
        <message>
            <source>whatif accuracy needs --%1</source>
            <translation>whatif accuracy 需要 --%1</translation>
        </message>
        <message numerus="yes">
            <source>Replay against the PoC, candidate %1: %n job(s) measured and predicted
</source>
            <translation>
                <numerusform>回放与 PoC 对照，候选方案 %1：%n 个任务既有实测又有预测
</numerusform>
            </translation>
        </message>
        <message>
            <source>Median absolute error: %1
</source>
            <translation>绝对误差中位数：%1
</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>none (no job both measured and predicted)</source>
            <translation>无（没有既有实测又有预测的任务）</translation>
        </message>
        <message>
            <source>Job | runs | measured wait (s) | predicted wait (s) | absolute error (s)
</source>
            <translation>任务 | 运行次数 | 实测排队时间（秒） | 预测排队时间（秒） | 绝对误差（秒）
</translation>
        </message>
        <message>
            <source>Measured but not predicted: %1</source>
            <translation>有实测、无预测：%1</translation>
        </message>
        <message>
            <source>Predicted but not measured: %1</source>
            <translation>有预测、无实测：%1</translation>
        </message>
        <message>
            <source>Runs without a queue wait: %1</source>
            <translation>没有排队时间的运行：%1</translation>
        </message>
        <message>
            <source>Write the busiest hours of the job log, scaled to the PoC cluster, as job scripts the PoC replays: a Slurm batch script, a Volcano Job and a Kueue Job per job, each named by its replay id (gb-1, gb-2 ...) and carrying its team, a submit script per scheduler that submits them at their offsets, a manifest (CSV) and a README. The busiest window: the whole hours from the start of the analysis window whose jobs demand the most GPU-seconds (the earliest of equal ones). GPUs are scaled by the PoC cluster's GPUs over the cluster's; run times and submit offsets are kept. The replay's own prediction of each job's wait on the PoC cluster (the candidate's policy, 5 seeds) goes beside them (predicted_waits.csv), and FILE records the export (one undoable step) so that whatif accuracy and the What-if page predict the same waits again.</source>
            <translation>把任务日志中最繁忙的若干小时按 PoC 集群缩放，写成 PoC 可回放的任务脚本：每个任务一个 Slurm 批处理脚本、一个 Volcano Job 和一个 Kueue Job，均以回放任务编号（gb-1、gb-2 ……）命名并带上所属团队；每种调度器一个提交脚本，按各任务的提交偏移依次提交；另有清单（CSV）和 README。最繁忙时间窗：从分析时间窗开始按整点划分、其中提交的任务所需 GPU 秒数最多的时间窗（相同时取最早的）。GPU 数按 PoC 集群与现有集群的 GPU 数之比缩放；运行时长和提交偏移保持不变。同时写出回放自身对每个任务在 PoC 集群上排队时间的预测（候选方案的策略，5 个随机种子；predicted_waits.csv），并在 FILE 中记录本次导出（一个可撤销的步骤），以便 whatif accuracy 和“调度假设分析”页面再次得出相同的预测。</translation>
        </message>
        <message>
            <source>Set the queue waits the PoC measured for the replayed jobs (PoC runs imported with a replay id) beside the waits the replay predicts for the load whatif export recorded for the candidate (or those of PRED.csv: columns replay_id and predicted_wait_s, seconds), and print their median absolute error. A job replayed more than once is measured by the median of its runs. Never writes to FILE.</source>
            <translation>把 PoC 为各回放任务实测的排队时间（导入时带回放任务编号的 PoC 运行）与回放对 whatif export 为该候选方案记录的负载所预测的排队时间（或 PRED.csv 中的预测：replay_id 和 predicted_wait_s 两列，单位秒）并列对照，并给出绝对误差的中位数。同一任务回放多次时，取各次运行的中位数。不会写入 FILE。</translation>
        </message>
        <message>
            <source>The predicted waits (CSV); default: the replay of the load exported for the candidate.</source>
            <translation>预测排队时间（CSV）；默认：回放为该候选方案导出的负载。</translation>
        </message>
        <message numerus="yes">
            <source>Predicted by replaying the exported load (%n hour(s), %1 GPUs, %2 seeds)
</source>
            <translation>
                <numerusform>预测来自回放导出的负载（%n 小时，%1 块 GPU，%2 个随机种子）
</numerusform>
            </translation>
        </message>
        <message>
            <source>Predicted waits from %1
</source>
            <translation>预测排队时间取自 %1
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifP90Chart</name>
        <message>
            <source>P90 queue wait (min)</source>
            <translation>P90 排队时间（分钟）</translation>
        </message>
        <message>
            <source>P90 queue wait (min), uncalibrated</source>
            <translation>P90 排队时间（分钟），未校准</translation>
        </message>
        <message>
            <source>%1, %2: measured P90 %3</source>
            <translation>%1，%2：实测 P90 %3</translation>
        </message>
        <message>
            <source>%1, %2: predicted P90 %3</source>
            <translation>%1，%2：预测 P90 %3</translation>
        </message>
        <message>
            <source>(%1 to %2 over the seeds)</source>
            <translation>（各种子下 %1 至 %2）</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifPage</name>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1（%2 至 %3）</translation>
        </message>
        <message>
            <source>no data</source>
            <translation>无数据</translation>
        </message>
        <message>
            <source>Scheduling what-if</source>
            <translation>调度假设分析</translation>
        </message>
        <message>
            <source>Simulated data: this job log describes no real cluster.</source>
            <translation>模拟数据：此任务记录不代表任何真实集群。</translation>
        </message>
        <message>
            <source>The baseline's job log replayed under today's scheduling policy and under each candidate's, before the PoC. &lt;b&gt;Every figure on this page is a prediction: advice beside the evidence, it never settles a gate.&lt;/b&gt;</source>
            <translation>在 PoC 之前，按现状调度策略和各候选方案的调度策略回放基线任务记录。&lt;b&gt;本页所有数值均为预测：仅作为证据之外的参考，不能据此判定门槛项。&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Replay again</source>
            <translation>重新回放</translation>
        </message>
        <message numerus="yes">
            <source>Replays the job log under every policy, %n seeds each</source>
            <translation>
                <numerusform>按每个策略回放任务记录，每个策略 %n 个种子</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Calibration: today's policy replayed against the measured waits</source>
            <translation>校准：按现状策略回放，与实测排队时间对比</translation>
        </message>
        <message>
            <source>Edit today's policy…</source>
            <translation>编辑现状策略…</translation>
        </message>
        <message>
            <source>Candidates: predicted waits, utilization and targets (all figures are predictions)</source>
            <translation>候选方案：预测的排队时间、利用率和目标（所有数值均为预测）</translation>
        </message>
        <message>
            <source>One candidate in detail (predictions)</source>
            <translation>单个候选方案详情（预测）</translation>
        </message>
        <message>
            <source>Candidate:</source>
            <translation>候选方案：</translation>
        </message>
        <message>
            <source>Edit its policy…</source>
            <translation>编辑其策略…</translation>
        </message>
        <message>
            <source>Improvement targets (prediction)</source>
            <translation>改进目标（预测）</translation>
        </message>
        <message>
            <source>No improvement target the replay predicts (queue waits, utilization, quota satisfaction) is set on the Baseline page.</source>
            <translation>基线页面上没有回放可预测的改进目标（排队时间、利用率、配额满足率）。</translation>
        </message>
        <message>
            <source>Utilization, preemption and quotas (prediction)</source>
            <translation>利用率、抢占与配额（预测）</translation>
        </message>
        <message>
            <source>Sweep one parameter of this candidate (prediction)</source>
            <translation>扫描该候选方案的一个参数（预测）</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> 个 GPU</translation>
        </message>
        <message>
            <source>from</source>
            <translation>从</translation>
        </message>
        <message>
            <source>to</source>
            <translation>到</translation>
        </message>
        <message>
            <source>by</source>
            <translation>步长</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>扫描</translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>没有打开的评估。请使用“文件 &gt; 新建”或“文件 &gt; 打开”。</translation>
        </message>
        <message numerus="yes">
            <source>Replaying the job log under every policy, %n seeds each…</source>
            <translation>
                <numerusform>正在按每个策略回放任务记录，每个策略 %n 个种子…</numerusform>
            </translation>
        </message>
        <message>
            <source>No job records are imported: there is nothing to replay. Import the job log on the Baseline page first.</source>
            <translation>尚未导入任务记录：没有可回放的内容。请先在基线页面导入任务记录。</translation>
        </message>
        <message>
            <source>Stopping the replays…</source>
            <translation>正在停止回放…</translation>
        </message>
        <message>
            <source>Cancelled: the figures below are those of the last full run.</source>
            <translation>已取消：下方数值来自上一次完整运行。</translation>
        </message>
        <message>
            <source>Cancelled: nothing was replayed. Replay again to see the predictions.</source>
            <translation>已取消：没有完成任何回放。重新回放即可查看预测。</translation>
        </message>
        <message numerus="yes">
            <source>%n seeded replays per policy, run times jittered by up to 10 %.</source>
            <translation>
                <numerusform>每个策略回放 %n 次（不同种子），运行时长扰动最多 10 %。</numerusform>
            </translation>
        </message>
        <message>
            <source>Assumptions of every figure on this page:</source>
            <translation>本页所有数值的假设：</translation>
        </message>
        <message numerus="yes">
            <source>P90 queue wait per team: measured today and predicted per candidate (median and range over %n seeds)</source>
            <translation>
                <numerusform>各团队 P90 排队时间：现状实测与各候选方案预测（%n 个种子的中位数及范围）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>P90 queue wait per team: measured today and predicted per candidate, UNCALIBRATED (median and range over %n seeds)</source>
            <translation>
                <numerusform>各团队 P90 排队时间：现状实测与各候选方案预测，未校准（%n 个种子的中位数及范围）</numerusform>
            </translation>
        </message>
        <message>
            <source>Today's policy (assumed: the committee has stated none): %1</source>
            <translation>现状策略（假设：评审委员会尚未说明）：%1</translation>
        </message>
        <message>
            <source>Today's policy, as the committee states it: %1</source>
            <translation>现状策略（评审委员会所述）：%1</translation>
        </message>
        <message>
            <source>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs. The candidates' predictions below can be compared with each other and with today.</source>
            <translation>已校准：按现状策略回放，在 20 % 与 5 分钟两者中较大者的误差以内重现了实测的 P50 和 P90 排队时间（整体及每个已开始任务不少于 %1 个的团队）。下方各候选方案的预测可以相互比较，也可与现状比较。</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min) (the rows marked "no"). Every prediction below is marked uncalibrated: state today's policy more exactly before comparing candidates.</source>
            <translation>未校准：按现状策略回放未能在 20 % 与 5 分钟两者中较大者的误差以内重现实测排队时间（标为“否”的行）。下方所有预测均标记为未校准：请先更准确地说明现状策略，再比较候选方案。</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>分组</translation>
        </message>
        <message>
            <source>Jobs started</source>
            <translation>已开始任务数</translation>
        </message>
        <message>
            <source>Measured P50</source>
            <translation>实测 P50</translation>
        </message>
        <message>
            <source>Replayed P50 (range)</source>
            <translation>回放 P50（范围）</translation>
        </message>
        <message>
            <source>Measured P90</source>
            <translation>实测 P90</translation>
        </message>
        <message>
            <source>Replayed P90 (range)</source>
            <translation>回放 P90（范围）</translation>
        </message>
        <message>
            <source>Within max(20 %, 5 min)</source>
            <translation>是否在误差以内（20 % 与 5 分钟取较大者）</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>全部任务</translation>
        </message>
        <message>
            <source>not checked (under %1 started jobs)</source>
            <translation>未检查（已开始任务不足 %1 个）</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>Policy</source>
            <translation>策略</translation>
        </message>
        <message>
            <source>P50, all jobs</source>
            <translation>P50（全部任务）</translation>
        </message>
        <message>
            <source>P90, all jobs (range)</source>
            <translation>P90（全部任务，范围）</translation>
        </message>
        <message>
            <source>Allocated</source>
            <translation>分配利用率</translation>
        </message>
        <message>
            <source>Effective</source>
            <translation>有效利用率</translation>
        </message>
        <message>
            <source>GPU-h lost to preemption</source>
            <translation>抢占损失 GPU 小时</translation>
        </message>
        <message>
            <source>Targets met</source>
            <translation>可达成目标</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>policy assumed</source>
            <translation>策略为假设</translation>
        </message>
        <message>
            <source>uncalibrated</source>
            <translation>未校准</translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <source>no target it predicts</source>
            <translation>无可预测的目标</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 is predicted a shorter P90 wait (all jobs) than %2, over every seed.</source>
            <translation>在所有种子下，%1 的预测 P90 排队时间（全部任务）都短于 %2。</translation>
        </message>
        <message>
            <source>Ranking: the candidates' P90 ranges overlap over the seeds, so the replay ranks none of them above another.</source>
            <translation>排序：各候选方案在各种子下的 P90 范围相互重叠，回放不对任何方案排先后。</translation>
        </message>
        <message>
            <source>Ranking, only where the P90 ranges over the seeds do not overlap: %1 Any pair not named overlaps and is not ranked.</source>
            <translation>排序（仅限各种子下 P90 范围不重叠的方案）：%1 未列出的方案两两重叠，不排序。</translation>
        </message>
        <message>
            <source>Uncalibrated: %1</source>
            <translation>未校准：%1</translation>
        </message>
        <message>
            <source>Policy: %1.</source>
            <translation>策略：%1。</translation>
        </message>
        <message>
            <source>Assumption: a default, not the committee's (%1).</source>
            <translation>假设：默认策略，并非评审委员会确定的策略（%1）。</translation>
        </message>
        <message>
            <source>Uncalibrated prediction.</source>
            <translation>未校准的预测。</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务数</translation>
        </message>
        <message>
            <source>Predicted P50 (range)</source>
            <translation>预测 P50（范围）</translation>
        </message>
        <message>
            <source>Predicted P90 (range)</source>
            <translation>预测 P90（范围）</translation>
        </message>
        <message>
            <source>Predicted P90 against today</source>
            <translation>预测 P90 与现状相比</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
        <message>
            <source>not measured apart</source>
            <translation>未单独测量</translation>
        </message>
        <message>
            <source>shorter</source>
            <translation>更短</translation>
        </message>
        <message>
            <source>longer</source>
            <translation>更长</translation>
        </message>
        <message>
            <source>about the same</source>
            <translation>基本相同</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>现状</translation>
        </message>
        <message>
            <source>Target value</source>
            <translation>目标值</translation>
        </message>
        <message>
            <source>Predicted (range)</source>
            <translation>预测值（范围）</translation>
        </message>
        <message>
            <source>Predicted to be met</source>
            <translation>预计能否达成</translation>
        </message>
        <message>
            <source>yes, over every seed</source>
            <translation>能，所有种子下均达成</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>Allocated utilization (GPUs held, of %1 GPUs%2)</source>
            <translation>分配利用率（占用的 GPU，共 %1 个 GPU%2）</translation>
        </message>
        <message>
            <source>, inferred</source>
            <translation>，推断值</translation>
        </message>
        <message>
            <source>Effective utilization (GPUs held x their recorded utilization)</source>
            <translation>有效利用率（占用的 GPU × 其记录的利用率）</translation>
        </message>
        <message>
            <source>GPU-hours lost to preemption (work since the last checkpoint)</source>
            <translation>因抢占损失的 GPU 小时（自上一个检查点以来的工作）</translation>
        </message>
        <message>
            <source>Quota satisfaction of %1 (time its demand up to its quota was met)</source>
            <translation>%1 的配额满足率（配额以内的需求得到满足的时间比例）</translation>
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>配额满足率</translation>
        </message>
        <message>
            <source>no team has a quota under this policy</source>
            <translation>该策略下没有团队设有配额</translation>
        </message>
        <message>
            <source>Jobs left out (they can never start under this policy)</source>
            <translation>被排除的任务（该策略下永远无法开始）</translation>
        </message>
        <message>
            <source>GPUs of %1 (quota, reservation or weight)</source>
            <translation>%1 的 GPU（配额、预留或权重）</translation>
        </message>
        <message>
            <source>Borrowing off and on</source>
            <translation>借用：关与开</translation>
        </message>
        <message numerus="yes">
            <source>Sweeping: each value replayed %n times…</source>
            <translation>
                <numerusform>正在扫描：每个取值回放 %n 次…</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep cancelled.</source>
            <translation>扫描已取消。</translation>
        </message>
        <message>
            <source>Borrowing</source>
            <translation>借用</translation>
        </message>
        <message>
            <source>GPUs of %1</source>
            <translation>%1 的 GPU</translation>
        </message>
        <message>
            <source>%1: predicted P90 (range)</source>
            <translation>%1：预测 P90（范围）</translation>
        </message>
        <message>
            <source>All jobs: predicted P90 (range)</source>
            <translation>全部任务：预测 P90（范围）</translation>
        </message>
        <message>
            <source>on</source>
            <translation>开</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关</translation>
        </message>
        <message numerus="yes">
            <source>Predicted P90 per team at each value (%n seeds each).</source>
            <translation>
                <numerusform>各取值下各团队的预测 P90（每个取值 %n 个种子）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>UNCALIBRATED predictions: predicted P90 per team at each value (%n seeds each).</source>
            <translation>
                <numerusform>未校准的预测：各取值下各团队的预测 P90（每个取值 %n 个种子）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Checked against the PoC: the replay's predicted waits of an exported load against the waits the PoC measured</source>
            <translation>与 PoC 对照：回放对导出负载预测的排队时间与 PoC 实测的排队时间</translation>
        </message>
        <message>
            <source>The PoC runs could not be read: %1</source>
            <translation>无法读取 PoC 运行：%1</translation>
        </message>
        <message>
            <source>No PoC run names a replayed job yet. Export a candidate's busiest hours with gatebench whatif export, replay them on the PoC cluster and import the runs with their replay job ids: the replay's error against them shows here.</source>
            <translation>还没有 PoC 运行注明所回放的任务。请先在命令行中导出某个候选方案最繁忙时段的假设分析负载，在 PoC 集群上回放，并连同回放任务编号导入这些运行：回放预测相对它们的误差将显示在这里。</translation>
        </message>
        <message>
            <source>Each job of the exported load is predicted by replaying it on the PoC cluster under the candidate's policy, its limits scaled as the jobs are (median over the seeds); measured: the queue wait of its PoC runs (their median). The error of a job = |predicted - measured|.</source>
            <translation>导出负载中每个任务的预测值：在 PoC 集群上按候选方案的策略回放（各团队上限与任务同比例缩放），取各随机种子结果的中位数；实测值：该任务 PoC 运行的排队时间（多次运行取中位数）。任务的误差 = |预测 - 实测|。</translation>
        </message>
        <message>
            <source>Jobs measured and predicted</source>
            <translation>既有实测又有预测的任务</translation>
        </message>
        <message>
            <source>Median absolute error</source>
            <translation>绝对误差中位数</translation>
        </message>
        <message>
            <source>Exported load</source>
            <translation>导出的负载</translation>
        </message>
        <message numerus="yes">
            <source>busiest %n hour(s), %1 GPUs, %2 seeds</source>
            <translation>
                <numerusform>最繁忙的 %n 小时，%1 块 GPU，%2 个随机种子</numerusform>
            </translation>
        </message>
        <message>
            <source>none recorded</source>
            <translation>未记录</translation>
        </message>
        <message numerus="yes">
            <source>%n measured but not predicted</source>
            <translation>
                <numerusform>%n 个有实测、无预测</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n predicted but not measured</source>
            <translation>
                <numerusform>%n 个有预测、无实测</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n run(s) without a queue wait</source>
            <translation>
                <numerusform>%n 次运行没有排队时间</numerusform>
            </translation>
        </message>
        <message>
            <source>Checked against the PoC: this candidate's replayed jobs</source>
            <translation>与 PoC 对照：该候选方案的回放任务</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s) measured and predicted; median absolute error %1.</source>
            <translation>
                <numerusform>%n 个任务既有实测又有预测；绝对误差中位数 %1。</numerusform>
            </translation>
        </message>
        <message>
            <source>No job is both measured and predicted.</source>
            <translation>没有既有实测又有预测的任务。</translation>
        </message>
        <message>
            <source>Replay job id</source>
            <translation>回放任务编号</translation>
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC 运行次数</translation>
        </message>
        <message>
            <source>Measured wait</source>
            <translation>实测排队时间</translation>
        </message>
        <message>
            <source>Predicted wait</source>
            <translation>预测排队时间</translation>
        </message>
        <message>
            <source>Absolute error</source>
            <translation>绝对误差</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageModel</name>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>%1 / %2: %3</source>
            <translation>%1 / %2：%3</translation>
        </message>
        <message>
            <source>Essential step</source>
            <translation>必要步骤</translation>
        </message>
        <message>
            <source>Owning team: %1</source>
            <translation>负责团队：%1</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>未指明</translation>
        </message>
        <message>
            <source>Permission boundary: %1</source>
            <translation>权限边界：%1</translation>
        </message>
        <message>
            <source>not described</source>
            <translation>未说明</translation>
        </message>
        <message>
            <source>Note: %1</source>
            <translation>备注：%1</translation>
        </message>
        <message>
            <source>%1: essential step; a gap here is cited by the key-workflow gate</source>
            <translation>%1：必要步骤；此处的缺口会被“关键工作流”门槛项引用</translation>
        </message>
        <message>
            <source>%1: not marked essential</source>
            <translation>%1：未标为必要</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageRepository</name>
        <message>
            <source>The workflow coverage of %1 has an unknown step or mode (%2, %3)</source>
            <translation>%1 的工作流覆盖含未知的步骤或方式（%2，%3）</translation>
        </message>
        <message>
            <source>An essential workflow step has an unknown key %1</source>
            <translation>一个必要工作流步骤的标识 %1 未知</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageView</name>
        <message>
            <source>How each candidate in the PoC covers each step of the chain from data to rollback: run by the platform, done by hand around it, or not covered, with the team that owns the step and the permission boundary (hover over a cell). Double-click a cell to edit it.</source>
            <translation>参加概念验证的各候选方案如何覆盖从数据到回滚的每个步骤：由平台托管、在平台之外人工完成，或未覆盖；并列出负责该步骤的团队和权限边界（鼠标悬停在单元格上查看）。双击单元格可编辑。</translation>
        </message>
        <message>
            <source>Essential steps (★):</source>
            <translation>必要步骤（★）：</translation>
        </message>
        <message>
            <source>The key-workflow gate cites a candidate's gaps in the essential steps as evidence</source>
            <translation>“关键工作流”门槛项把候选方案在必要步骤上的缺口作为证据引用</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>没有打开的评估。</translation>
        </message>
        <message>
            <source>No candidate is marked for the PoC yet.</source>
            <translation>还没有候选方案被标记参加概念验证。</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowGaps</name>
        <message>
            <source>Workflow coverage: no workflow step is marked essential yet.</source>
            <translation>工作流覆盖：还没有工作流步骤被标为必要。</translation>
        </message>
        <message>
            <source>Workflow coverage: every essential step is platform-managed.</source>
            <translation>工作流覆盖：每个必要步骤都由平台托管。</translation>
        </message>
        <message>
            <source>%1 (not recorded)</source>
            <translation>%1（未记录）</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1 (%2, owned by %3)</source>
            <translation>%1（%2，负责：%3）</translation>
        </message>
        <message>
            <source>Workflow coverage gaps in essential steps: %1.</source>
            <translation>必要步骤的工作流覆盖缺口：%1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowSteps</name>
        <message>
            <source>Data preparation</source>
            <translation>数据准备</translation>
        </message>
        <message>
            <source>Experiment</source>
            <translation>实验</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>Evaluation</source>
            <translation>模型评估</translation>
        </message>
        <message>
            <source>Model registration</source>
            <translation>模型注册</translation>
        </message>
        <message>
            <source>Deployment</source>
            <translation>部署</translation>
        </message>
        <message>
            <source>Monitoring</source>
            <translation>监控</translation>
        </message>
        <message>
            <source>Rollback</source>
            <translation>回滚</translation>
        </message>
        <message>
            <source>Platform-managed</source>
            <translation>平台托管</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>人工</translation>
        </message>
        <message>
            <source>Not covered</source>
            <translation>未覆盖</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Workspace</name>
        <message>
            <source>Redo: %1</source>
            <translation>重做：%1</translation>
        </message>
        <message>
            <source>Undo: %1</source>
            <translation>撤销：%1</translation>
        </message>
        <message>
            <source>The import %1 no longer exists</source>
            <translation>导入 %1 已不存在</translation>
        </message>
        <message>
            <source>candidate</source>
            <translation>候选方案</translation>
        </message>
        <message>
            <source>requirement</source>
            <translation>需求</translation>
        </message>
        <message>
            <source>assessment</source>
            <translation>评估格</translation>
        </message>
        <message>
            <source>bonus score</source>
            <translation>加分项评分</translation>
        </message>
        <message>
            <source>evidence file</source>
            <translation>证据文件</translation>
        </message>
        <message>
            <source>reviewer</source>
            <translation>评审人</translation>
        </message>
        <message>
            <source>vendor answer</source>
            <translation>厂商答复</translation>
        </message>
        <message>
            <source>setting</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>PoC run</source>
            <translation>PoC 运行记录</translation>
        </message>
        <message>
            <source>cost line</source>
            <translation>成本项</translation>
        </message>
        <message>
            <source>record</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>The %1 %2 was removed by someone else since you read it; nothing was written. The view now shows the current state.</source>
            <translation>%1 %2 在您读取之后已被他人删除；本次未写入任何内容。界面现在显示的是当前状态。</translation>
        </message>
        <message>
            <source>The %1 %2 was changed by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation>%1 %2 在您读取之后已被他人修改；本次未写入任何内容。界面现在显示的是当前的值。</translation>
        </message>
        <message>
            <source>The %1 %2 was added by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation>%1 %2 在您读取之后已被他人添加；本次未写入任何内容。界面现在显示的是当前的值。</translation>
        </message>
        <message>
            <source>The %1 %2 no longer exists</source>
            <translation>%1 %2 已不存在</translation>
        </message>
        <message>
            <source>The %1 %2 was changed by someone else while the import was read; nothing was imported.</source>
            <translation>读取导入数据期间，%1 %2 已被他人修改；未导入任何内容。</translation>
        </message>
        <message>
            <source>An import adds and changes rows; it never removes any</source>
            <translation>导入只会添加和修改行，从不删除行</translation>
        </message>
        <message>
            <source>PoC scenario</source>
            <translation>PoC 场景</translation>
        </message>
        <message>
            <source>workflow coverage</source>
            <translation>工作流覆盖</translation>
        </message>
        <message>
            <source>essential step</source>
            <translation>必要步骤</translation>
        </message>
        <message>
            <source>team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>GPU pool</source>
            <translation>GPU 节点池</translation>
        </message>
        <message>
            <source>loss owner</source>
            <translation>损失负责人</translation>
        </message>
        <message>
            <source>improvement target</source>
            <translation>改进目标</translation>
        </message>
        <message>
            <source>cost scenario</source>
            <translation>成本场景</translation>
        </message>
        <message>
            <source>line multiplier</source>
            <translation>费用行系数</translation>
        </message>
        <message>
            <source>FX rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>exit item</source>
            <translation>退出检查项</translation>
        </message>
        <message>
            <source>decision record</source>
            <translation>决策记录</translation>
        </message>
        <message>
            <source>%1 failed the integrity check: %2</source>
            <translation>%1 未通过完整性检查：%2</translation>
        </message>
        <message>
            <source>%1 The evaluation is open read-only: nothing can be changed in it.</source>
            <translation>%1 该评估以只读方式打开：其中的任何内容都不能修改。</translation>
        </message>
        <message>
            <source>The file could not be checked (%1), so the evaluation is open read-only: nothing can be changed in it. Close it and open it again to check it again.</source>
            <translation>无法检查该文件（%1），因此该评估以只读方式打开：其中的任何内容都不能修改。请关闭后重新打开，以再次检查。</translation>
        </message>
        <message>
            <source>signature</source>
            <translation>签字</translation>
        </message>
        <message>
            <source>consensus score</source>
            <translation>共识评分</translation>
        </message>
        <message>
            <source>recusal</source>
            <translation>回避声明</translation>
        </message>
        <message>
            <source>%1 is not a member of this evaluation's committee (gatebench members FILE lists them)</source>
            <translation>%1 不是本评估评审委员会的成员（gatebench members FILE 可列出全部成员）</translation>
        </message>
        <message>
            <source>four-week plan</source>
            <translation>四周计划</translation>
        </message>
        <message>
            <source>plan check</source>
            <translation>计划检查项</translation>
        </message>
        <message>
            <source>meeting</source>
            <translation>会议</translation>
        </message>
        <message>
            <source>attendance</source>
            <translation>出席记录</translation>
        </message>
        <message>
            <source>agenda item</source>
            <translation>议程项</translation>
        </message>
        <message>
            <source>meeting's decision</source>
            <translation>会议决定</translation>
        </message>
        <message>
            <source>meeting's action</source>
            <translation>会议待办事项</translation>
        </message>
        <message>
            <source>scheduling policy</source>
            <translation>调度策略</translation>
        </message>
        <message>
            <source>The connection to the server of %1 was lost (%2). GateBench connects again as soon as it is back; until then nothing can be written.</source>
            <translation>与 %1 所在服务器的连接已断开（%2）。服务器恢复后 GateBench 会立即重新连接；在此之前无法写入任何内容。</translation>
        </message>
        <message>
            <source>Connected again to the server of %1; the views show its current state.</source>
            <translation>已重新连接到 %1 所在的服务器；界面现在显示的是当前状态。</translation>
        </message>
        <message>
            <source>The connection to the server of %1 is lost: nothing was written. GateBench connects again as soon as the server is back; then make the change again.</source>
            <translation>与 %1 所在服务器的连接已断开：本次未写入任何内容。服务器恢复后 GateBench 会立即重新连接，届时请再做一次此修改。</translation>
        </message>
        <message>
            <source>this window's connection to it was closed</source>
            <translation>本窗口与服务器的连接已关闭</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WriteGuard</name>
        <message>
            <source>Signed: the chair must reopen the decision first. The decision was signed and frozen by %1 on %2, and this change (of a %3) would change the data its fingerprint covers. Nothing was written. The chair can reopen it with a reason (Reopen… on the Report page, or gatebench reopen FILE --reason TEXT), which clears the signatures.</source>
            <translation>已签字：须由评审主席先重新开启决策。该决策已由 %1 于 %2 签字并冻结，而此项修改（%3）会改动其指纹所涵盖的数据。未写入任何内容。主席可说明理由后重新开启决策（报告页面上的“重新开启…”，或 gatebench reopen FILE --reason TEXT），届时所有签字随之清除。</translation>
        </message>
        <message>
            <source>manage the members, their assignments and quorums</source>
            <translation>管理成员、评分分工和最少评分数</translation>
        </message>
        <message>
            <source>declare or withdraw another member's recusal</source>
            <translation>声明或撤回其他成员的回避</translation>
        </message>
        <message>
            <source>change another member's bonus score</source>
            <translation>修改其他成员的加分项评分</translation>
        </message>
        <message>
            <source>sign for another member</source>
            <translation>代其他成员签署</translation>
        </message>
        <message>
            <source>change the evaluation</source>
            <translation>修改评估</translation>
        </message>
        <message>
            <source>%1 (%2) may not %3: not permitted for %2; nothing was changed.</source>
            <translation>%1（%2）不能%3：%2无权操作；未做任何修改。</translation>
        </message>
        <message>
            <source>Only the chair may %1, and no member is chosen to act (choose who acts, or give --as-member ID): not permitted; nothing was changed.</source>
            <translation>只有主席可以%1，而当前未选择操作成员（请选择当前操作人，或使用 --as-member ID）：无权操作；未做任何修改。</translation>
        </message>
        <message>
            <source>%1 is not a member of this evaluation's committee: not permitted; nothing was changed.</source>
            <translation>%1 不是本评估评审委员会的成员：无权操作；未做任何修改。</translation>
        </message>
        <message>
            <source>%1 recused from %2: their scores for it are refused (not permitted for %3); nothing was changed.</source>
            <translation>%1 已就 %2 声明回避：其对该方案的评分被拒绝（%3无权操作）；未做任何修改。</translation>
        </message>
        <message>
            <source>import into the evaluation</source>
            <translation>向评估导入数据</translation>
        </message>
        <message>
            <source>open, close or reveal scoring rounds, set consensus scores, record seals, take snapshots or freeze the decision</source>
            <translation>开启、关闭或揭晓评分轮次，设定共识评分，登记封签，拍摄快照或冻结决策</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ZipArchiveReader</name>
        <message>
            <source>%1 in the archive %2 unpacks to more than %3 times its compressed size of %4: GateBench refuses it as a possible ZIP bomb</source>
            <translation>压缩包 %2 中的 %1 解压后超过其压缩大小（%4）的 %3 倍：GateBench 将其视为可能的 ZIP 炸弹，拒绝读取</translation>
        </message>
        <message>
            <source>the CSV files in the archive %1 unpack to more than %2 (reached at %3): GateBench refuses it as a possible ZIP bomb</source>
            <translation>压缩包 %1 中的 CSV 文件解压后超过 %2（读到 %3 时超出）：GateBench 将其视为可能的 ZIP 炸弹，拒绝读取</translation>
        </message>
        <message>
            <source>the CSV files in the archive %1 unpack to more than %2 times their compressed size of %3: GateBench refuses it as a possible ZIP bomb</source>
            <translation>压缩包 %1 中的 CSV 文件解压后超过其压缩大小（%3）的 %2 倍：GateBench 将其视为可能的 ZIP 炸弹，拒绝读取</translation>
        </message>
        <message>
            <source>%1 in the archive %2 is damaged and cannot be unpacked (ZIP error %3)</source>
            <translation>压缩包 %2 中的 %1 已损坏，无法解压（ZIP 错误 %3）</translation>
        </message>
        <message>
            <source>%1 is not a readable ZIP archive (cut short or damaged)</source>
            <translation>%1 不是可读取的 ZIP 压缩包（文件被截断或已损坏）</translation>
        </message>
        <message>
            <source>the archive %1 holds more than %2 files; GateBench reads archives of at most %2</source>
            <translation>压缩包 %1 中的文件超过 %2 个；GateBench 只能读取最多包含 %2 个文件的压缩包</translation>
        </message>
        <message>
            <source>%1 in the archive %2 is encrypted: GateBench cannot read password-protected files; add it to the archive without a password</source>
            <translation>压缩包 %2 中的 %1 已加密：GateBench 无法读取受密码保护的文件；请不设密码将其重新添加到压缩包中</translation>
        </message>
        <message>
            <source>%1 in the archive %2 is compressed with a method GateBench cannot read (method %3); use the usual Deflate method</source>
            <translation>压缩包 %2 中的 %1 使用了 GateBench 无法读取的压缩方法（方法 %3）；请使用常用的 Deflate 方法</translation>
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ZipFormat</name>
        <message>
            <source>ZIP archive of CSV files</source>
            <translation>含 CSV 文件的 ZIP 压缩包</translation>
        </message>
        <message>
            <source>the archive holds no CSV file</source>
            <translation>压缩包中没有 CSV 文件</translation>
        </message>
    </context>
    <context>
        <name>gatebench::assessments</name>
        <message>
            <source>The requirement %1 no longer exists</source>
            <translation>需求 %1 已不存在</translation>
        </message>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation>候选方案 %1 已不存在</translation>
        </message>
        <message>
            <source>%1: only gate criteria take a verdict (Pass, Fail, Unknown or Waived).</source>
            <translation>%1：只有门槛项才能给出结论（通过、未通过、未知或已豁免）。</translation>
        </message>
        <message>
            <source>%1: a Fail cannot be waived. A waiver only covers a gate nobody could verify yet (Unknown); if the Fail no longer holds, record the new evidence and set the gate to Unknown first.</source>
            <translation>%1：“未通过”不能豁免。豁免只适用于尚无人能够验证的门槛项（未知）；如果“未通过”已不成立，请先记录新证据，并将该门槛项改为“未知”。</translation>
        </message>
        <message>
            <source>%1: the gate is already passed, so there is nothing to waive.</source>
            <translation>%1：该门槛项已通过，无需豁免。</translation>
        </message>
        <message>
            <source>%1: a waiver needs an owner, a reason and an expiry date (in a pasted cell: W: owner; reason; YYYY-MM-DD).</source>
            <translation>%1：豁免需要负责人、理由和到期日期（粘贴单元格时的格式：W: 负责人；理由；到期日期，如 2026-01-31）。</translation>
        </message>
        <message>
            <source>%1: a waiver needs an owner, a reason and an expiry date.</source>
            <translation>%1：豁免需要负责人、理由和到期日期。</translation>
        </message>
        <message>
            <source>%1: the expiry date %2 has passed; an expired waiver counts as Unknown.</source>
            <translation>%1：到期日期 %2 已过；过期的豁免视为“未知”。</translation>
        </message>
        <message>
            <source>%1 requires evidence: write an evidence note before marking it %2.</source>
            <translation>“%1”需要证据：请先填写证据说明，再标记为“%2”。</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>Fail</source>
            <translation>未通过</translation>
        </message>
        <message>
            <source>%1: only bonus criteria take a score.</source>
            <translation>%1：只有加分项才能评分。</translation>
        </message>
        <message>
            <source>%1: a score is a number from 0 to 5.</source>
            <translation>%1：得分必须是 0 到 5 之间的数字。</translation>
        </message>
        <message>
            <source>A waiver needs an owner, a reason and an expiry date.</source>
            <translation>豁免需要负责人、理由和到期日期。</translation>
        </message>
        <message>
            <source>%1 requires evidence: a Pass or Fail cannot lose its evidence note. Set the gate to Unknown first if the evidence no longer holds.</source>
            <translation>“%1”需要证据：“通过”或“未通过”的证据说明不能删除。如果证据已不成立，请先将该门槛项改为“未知”。</translation>
        </message>
        <message>
            <source>%1: "%2" is not a verdict (P, F, U or W)</source>
            <translation>%1：“%2”不是有效结论（P、F、U 或 W）</translation>
        </message>
        <message>
            <source>%1: "%2" is not a score from 0 to 5</source>
            <translation>%1：“%2”不是 0 到 5 之间的得分</translation>
        </message>
        <message>
            <source>%1: deferred items take no verdict or score</source>
            <translation>%1：暂缓项不接受结论或评分</translation>
        </message>
        <message>
            <source>Nothing was pasted. %1</source>
            <translation>未粘贴任何内容。%1</translation>
        </message>
        <message numerus="yes">
            <source>(and %n more)</source>
            <translation>
                <numerusform>（另有 %n 个）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is not a file that can be read.</source>
            <translation>%1 不是可读取的文件。</translation>
        </message>
        <message>
            <source>%1 is %2 MiB; evidence files are limited to 20 MiB. Attach a smaller extract, or add a link to where the file is kept.</source>
            <translation>%1 大小为 %2 MiB；证据文件不能超过 20 MiB。请附加较小的摘录，或添加指向文件存放位置的链接。</translation>
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>%1 is already attached to this cell as %2.</source>
            <translation>“%1”已作为“%2”附加到此单元格。</translation>
        </message>
        <message>
            <source>The evidence file %1 no longer exists</source>
            <translation>证据文件 %1 已不存在</translation>
        </message>
        <message>
            <source>%1 candidates still in the running are in the PoC (%2). The guide advises at most three, so that each one gets the same full workload and fault drills; consider leaving one out.</source>
            <translation>有 %1 个仍在竞争中的候选方案纳入了 PoC（%2）。指南建议最多三个，以便每个方案都能运行相同的完整工作负载和故障演练；请考虑去掉一个。</translation>
        </message>
        <message>
            <source>set the verdict of %1 on “%2” to %3</source>
            <translation>将“%1”在“%2”上的结论改为%3</translation>
        </message>
        <message>
            <source>waive “%2” for %1 until %3</source>
            <translation>豁免“%1”的“%2”至 %3</translation>
        </message>
        <message>
            <source>edit the evidence of %1 on “%2”</source>
            <translation>编辑“%1”在“%2”上的证据</translation>
        </message>
        <message>
            <source>set the score of %1 on “%2” to %3 (reviewer %4)</source>
            <translation>将“%1”在“%2”上的得分改为 %3（评审人：%4）</translation>
        </message>
        <message>
            <source>clear the score of %1 on “%2” (reviewer %3)</source>
            <translation>清除“%1”在“%2”上的得分（评审人：%3）</translation>
        </message>
        <message numerus="yes">
            <source>paste %n verdicts and scores</source>
            <translation>
                <numerusform>粘贴 %n 项结论和得分</numerusform>
            </translation>
        </message>
        <message>
            <source>attach %1 to %2 on “%3”</source>
            <translation>为“%2”在“%3”上附加 %1</translation>
        </message>
        <message>
            <source>remove %1 from %2 on “%3”</source>
            <translation>从“%2”在“%3”上的证据中移除 %1</translation>
        </message>
        <message>
            <source>%1: this gate's verdict is computed from the PoC runs (%2); the chair can override it with a reason instead.</source>
            <translation>%1：此门槛项的结论由 PoC 运行计算（%2）；主席可以改为附理由作出裁定。</translation>
        </message>
        <message>
            <source>%1: the chair has overridden this gate to %2; clear the override before waiving it.</source>
            <translation>%1：主席已将此门槛项裁定为%2；豁免前请先清除裁定。</translation>
        </message>
        <message>
            <source>%1: a Fail computed from the PoC runs cannot be waived (%2). A waiver only covers a gate nobody could verify yet.</source>
            <translation>%1：由 PoC 运行计算出的“不通过”不能豁免（%2）。豁免只适用于尚无人能够验证的门槛项。</translation>
        </message>
        <message>
            <source>%1: only a gate with a metric rule has a computed verdict to override.</source>
            <translation>%1：只有带指标规则的门槛项才有可裁定的计算结论。</translation>
        </message>
        <message>
            <source>%1: an override is Pass or Fail.</source>
            <translation>%1：裁定只能是“通过”或“不通过”。</translation>
        </message>
        <message>
            <source>%1: an override needs a reason (the computed verdict stays on record).</source>
            <translation>%1：裁定需要理由（计算出的结论会保留在记录中）。</translation>
        </message>
        <message>
            <source>%1: someone else changed the override since it was shown; look again.</source>
            <translation>%1：显示之后有人修改了裁定；请重新查看。</translation>
        </message>
        <message>
            <source>override “%2” for %1 to %3</source>
            <translation>将%1的“%2”裁定为%3</translation>
        </message>
        <message>
            <source>clear the override of “%2” for %1</source>
            <translation>清除%1的“%2”的裁定</translation>
        </message>
        <message>
            <source>%1: scoring round %2 is closed and takes no more scores.</source>
            <translation>%1：评分轮次 %2 已关闭，不再接受评分。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::consensus</name>
        <message>
            <source>There is no candidate %1.</source>
            <translation>没有候选方案 %1。</translation>
        </message>
        <message>
            <source>There is no requirement %1.</source>
            <translation>没有需求项 %1。</translation>
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus cells take a consensus score.</source>
            <translation>%1 不是加分项：只有加分项单元格可以设定共识评分。</translation>
        </message>
        <message>
            <source>reveal a scoring round</source>
            <translation>揭晓评分轮次</translation>
        </message>
        <message>
            <source>There is no scoring round to reveal.</source>
            <translation>没有可揭晓的评分轮次。</translation>
        </message>
        <message>
            <source>Several scoring rounds are sealed: name the one to reveal (--round).</source>
            <translation>有多个评分轮次处于密封状态：请指定要揭晓的轮次（--round）。</translation>
        </message>
        <message>
            <source>There is no scoring round %1.</source>
            <translation>没有第 %1 轮评分。</translation>
        </message>
        <message>
            <source>Scoring round %1 is already revealed.</source>
            <translation>第 %1 轮评分已揭晓。</translation>
        </message>
        <message>
            <source>%1 / %2: %3 of %4 scores</source>
            <translation>%1 / %2：%3 / %4 个评分</translation>
        </message>
        <message numerus="yes">
            <source>Scoring round %1 cannot be revealed yet: %n cell(s) short of their quorum (%2). Reveal it before with a reason (--reason).</source>
            <translation>
                <numerusform>第 %1 轮评分尚不能揭晓：%n 个单元格未达到法定评分数（%2）。如要提前揭晓，请给出理由（--reason）。</numerusform>
            </translation>
        </message>
        <message>
            <source>reveal scoring round %1</source>
            <translation>揭晓第 %1 轮评分</translation>
        </message>
        <message>
            <source>set a consensus score</source>
            <translation>设定共识评分</translation>
        </message>
        <message>
            <source>A consensus score is a number from 0 to 5.</source>
            <translation>共识评分是 0 到 5 之间的数字。</translation>
        </message>
        <message>
            <source>A consensus score needs a reason of at least %1 characters.</source>
            <translation>共识评分需要至少 %1 个字符的理由。</translation>
        </message>
        <message>
            <source>%1 / %2 is sealed in scoring round %3: reveal the round first.</source>
            <translation>%1 / %2 在第 %3 轮评分中处于密封状态：请先揭晓该轮次。</translation>
        </message>
        <message>
            <source>set the consensus score of %1 on “%2” to %3</source>
            <translation>将 %1 在“%2”上的共识评分设为 %3</translation>
        </message>
        <message>
            <source>remove a consensus score</source>
            <translation>删除共识评分</translation>
        </message>
        <message>
            <source>remove the consensus score of %1 on “%2”</source>
            <translation>删除 %1 在“%2”上的共识评分</translation>
        </message>
        <message>
            <source>change the spread that flags a cell</source>
            <translation>更改标记单元格的极差阈值</translation>
        </message>
        <message>
            <source>The spread that flags a cell is a number above 0, at most 5.</source>
            <translation>标记单元格的极差阈值须大于 0、至多为 5。</translation>
        </message>
        <message>
            <source>flag cells whose scores lie %1 points or more apart</source>
            <translation>标记评分相差 %1 分及以上的单元格</translation>
        </message>
    </context>
    <context>
        <name>gatebench::criteria</name>
        <message>
            <source>The requirement %1 no longer exists</source>
            <translation>需求 %1 已不存在</translation>
        </message>
        <message>
            <source>A requirement needs a title.</source>
            <translation>需求必须有标题。</translation>
        </message>
        <message>
            <source>The column %1 of a requirement cannot be edited here</source>
            <translation>需求的“%1”列不能在此编辑</translation>
        </message>
        <message>
            <source>Only bonus criteria have a weight; gates are never weighted or averaged.</source>
            <translation>只有加分项有权重；门槛项从不加权，也不参与平均。</translation>
        </message>
        <message>
            <source>A weight is a number of 0 or more (0 leaves the criterion out of the score).</source>
            <translation>权重必须是大于或等于 0 的数字（为 0 时该项不计入得分）。</translation>
        </message>
        <message>
            <source>Only deferred items have a review date.</source>
            <translation>只有暂缓项有复审日期。</translation>
        </message>
        <message>
            <source>"%1" is not a date; write it as YYYY-MM-DD.</source>
            <translation>“%1”不是日期；请按 2026-01-31 这样的格式填写。</translation>
        </message>
        <message>
            <source>Line %1: "%2" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓).</source>
            <translation>第 %1 行：“%2”不是有效层级；请填写“门槛”“加分”或“暂缓”（也可填写 gate、bonus 或 deferred）。</translation>
        </message>
        <message>
            <source>Line %1: a requirement needs a title.</source>
            <translation>第 %1 行：需求必须有标题。</translation>
        </message>
        <message>
            <source>The clipboard holds no requirement rows (columns: title, tier, category, owner, acceptance).</source>
            <translation>剪贴板中没有需求行（列：标题、层级、类别、负责人、验收标准）。</translation>
        </message>
        <message>
            <source>add the requirement “%1”</source>
            <translation>添加需求“%1”</translation>
        </message>
        <message>
            <source>add %1 requirements</source>
            <translation>添加 %1 项需求</translation>
        </message>
        <message>
            <source>change “%1” of “%2”</source>
            <translation>修改“%2”的“%1”</translation>
        </message>
        <message>
            <source>edit the question for the vendors of “%1”</source>
            <translation>编辑“%1”的厂商问题</translation>
        </message>
        <message>
            <source>edit the requirement “%1”</source>
            <translation>编辑需求“%1”</translation>
        </message>
        <message>
            <source>move “%1” to %2</source>
            <translation>将“%1”移到%2</translation>
        </message>
        <message>
            <source>move “%1” to row %2</source>
            <translation>将“%1”移到第 %2 行</translation>
        </message>
        <message>
            <source>remove the requirement “%1”</source>
            <translation>删除需求“%1”</translation>
        </message>
        <message>
            <source>Only a gate criterion takes a metric rule: its verdict is computed from the PoC runs.</source>
            <translation>只有门槛项可以带指标规则：其结论由 PoC 运行计算。</translation>
        </message>
        <message>
            <source>The PoC catalogue has no scenario %1.</source>
            <translation>PoC 场景目录中没有场景 %1。</translation>
        </message>
    </context>
    <context>
        <name>gatebench::poc</name>
        <message>
            <source>The PoC scenario %1 no longer exists</source>
            <translation>PoC 场景 %1 已不存在</translation>
        </message>
        <message>
            <source>A PoC scenario needs a title.</source>
            <translation>PoC 场景需要一个标题。</translation>
        </message>
        <message>
            <source>The minimum number of runs is a whole number from 0 to %1.</source>
            <translation>最少运行次数须为 0 到 %1 之间的整数。</translation>
        </message>
        <message>
            <source>“%1” already names the PoC scenario “%2”; result files could not tell them apart.</source>
            <translation>“%1”已是 PoC 场景“%2”的名称；结果文件将无法区分两者。</translation>
        </message>
        <message>
            <source>“%1” cannot be the id of a PoC scenario: use lower-case letters, digits and hyphens (at most 64)</source>
            <translation>“%1”不能作为 PoC 场景的编号：请使用小写字母、数字和连字符（最多 64 个字符）</translation>
        </message>
        <message>
            <source>There is already a PoC scenario %1.</source>
            <translation>已存在 PoC 场景 %1。</translation>
        </message>
        <message>
            <source>Add PoC scenario %1</source>
            <translation>添加 PoC 场景“%1”</translation>
        </message>
        <message>
            <source>Edit PoC scenario %1</source>
            <translation>编辑 PoC 场景“%1”</translation>
        </message>
        <message>
            <source>Remove PoC scenario %1</source>
            <translation>删除 PoC 场景“%1”</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>gatebench: no display is available to open the window. Run it in a desktop session, or use a command that needs no display (gatebench --help).
</source>
            <translation>gatebench: 没有可用的显示环境，无法打开窗口。请在桌面会话中运行，或使用无需图形界面的命令（gatebench --help）。
</translation>
        </message>
        <message>
            <source>gatebench: open one file at a time
</source>
            <translation>gatebench: 一次只能打开一个文件
</translation>
        </message>
        <message>
            <source>gatebench: unknown page %1 (use one of: %2)
</source>
            <translation>gatebench: 未知页面 %1（请使用以下之一：%2）
</translation>
        </message>
        <message>
            <source>gatebench: unknown view %1 (use one of: %2)
</source>
            <translation>gatebench：未知视图 %1（可用：%2）
</translation>
        </message>
        <message>
            <source>gatebench: --present needs the evaluation FILE to present
</source>
            <translation>gatebench：--present 需要指定要演示的评估文件 FILE
</translation>
        </message>
    </context>
</TS>
