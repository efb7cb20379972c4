export default definePageConfig({
  navigationBarTitleText: '企业图谱',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
